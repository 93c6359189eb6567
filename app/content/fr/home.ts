import { conceptBrand, figures, formatPercent, frenchOf, telLink, whatsappLink } from "../company";
import type { SiteFacts } from "../site-facts";
import type { HomeContent } from "../types";

const discount = formatPercent(figures.firstOrderDiscountPercent, "fr");

export default function frHome({ company }: SiteFacts): HomeContent {
  return {
    meta: {
      title: "Nettoyage, hygiène et éco-services à Lomé",
      description: `${company.name} : nettoyage professionnel, hygiène des centres de santé, espaces verts et événements éco-responsables à Lomé, Togo. Devis gratuit sous {figure:quote-hours}.`,
    },
    hero: {
      label: `Présentation ${frenchOf(company.name)}`,
      previous: "Diapositive précédente",
      next: "Diapositive suivante",
      goToSlide: "Aller à la diapositive {n}",
      pause: "Mettre le diaporama en pause",
      play: "Relancer le diaporama",
      slides: [
        {
          title: "Des espaces propres, sains et durables",
          subtitle: "Nettoyage professionnel à Lomé",
          text: `Bureaux, commerces, domiciles ou chantiers : nos équipes formées interviennent avec des produits biodégradables. ${discount} sur votre première commande.`,
          cta: { label: "Demander un devis gratuit", href: "/quote" },
          image: {
            name: "hero-1",
            alt: `Agents ${company.name} en tenue verte nettoyant une plage de Lomé, la mer et la ville derrière eux`,
          },
        },
        {
          title: "L'hygiène au service de la santé",
          subtitle: "Six concepts pour tous vos besoins",
          text: "Centres de santé, jardins, potagers bio, événements : nous avons réuni nos savoir-faire en six offres claires, adaptées aux réalités du Togo.",
          cta: { label: "Découvrir nos services", href: "/services" },
          image: {
            name: "hero-2",
            alt: `Deux agents ${company.name} entretenant un potager, à côté de trois bacs de tri colorés`,
          },
        },
        {
          title: "Verdir la ville, valoriser les déchets",
          subtitle: "L'écologie en action",
          text: "Jardins, potagers urbains, poubelles fabriquées à partir de déchets recyclés : découvrez en images les réalisations de nos équipes.",
          cta: { label: "Voir nos réalisations", href: "/galeries" },
          image: {
            name: "hero-3",
            alt: `Agents ${company.name} balayant et triant les déchets entre des chapiteaux de fête`,
          },
        },
      ],
    },
    intro: {
      eyebrow: "Produits et services",
      title: "Un seul partenaire pour la propreté, l'hygiène et l'environnement",
      text: `Depuis {figure:years}, ${company.name} accompagne entreprises, familles, centres de santé et organisateurs d'événements à Lomé et en Afrique de l'Ouest. Nous nettoyons, désinfectons, aménageons des espaces verts, gérons les déchets et fabriquons nos propres produits écologiques : poubelles issues du recyclage et détergents biodégradables.`,
    },
    concepts: {
      title: "Nos six concepts",
      subtitle: "Survolez ou touchez un cercle pour découvrir chaque offre.",
      quoteLabel: "Devis gratuit",
      learnMoreLabel: "En savoir plus",
      contactExperts: { label: "Contacter nos experts", href: "/contact" },
      items: [
        {
          id: "nettoie-pro",
          title: "Nettoie Pro",
          description:
            "Entretien régulier ou ponctuel de bureaux, commerces, domiciles et fins de chantier.",
          image: { name: "concept-nettoie-pro", alt: "Agent nettoyant le sol d'un bureau" },
          category: "Nettoyage professionnel",
          href: "/services#nettoie-pro",
          color: conceptBrand["nettoie-pro"].color,
        },
        {
          id: "eco-jardin",
          title: "Éco Jardin",
          description:
            "Création et entretien de jardins, pelouses et espaces verts pour particuliers et entreprises.",
          image: {
            name: "concept-eco-jardin",
            alt: "Jardinier ratissant une pelouse entre un arbre et un palmier",
          },
          category: "Espaces verts",
          href: "/services#eco-jardin",
          color: conceptBrand["eco-jardin"].color,
        },
        {
          id: "natura-potager",
          title: "Natura Potager",
          description:
            "Potagers biologiques à domicile, à l'école ou en entreprise, du premier semis à la récolte.",
          image: {
            name: "concept-natura-potager",
            alt: "Jardinière arrosant des planches de légumes, une cagette de tomates à côté",
          },
          category: "Agriculture bio",
          href: "/services#natura-potager",
          color: conceptBrand["natura-potager"].color,
        },
        {
          id: "nettoie-event",
          title: "Nettoie Event",
          description:
            "Préparation des lieux, propreté pendant l'événement et remise en état après le départ des invités.",
          image: {
            name: "concept-nettoie-event",
            alt: "Agent balayant sous un chapiteau de fête, à côté d'une poubelle de tri",
          },
          category: "Événementiel",
          href: "/services#nettoie-event",
          color: conceptBrand["nettoie-event"].color,
        },
        {
          id: "eco-event",
          title: "Éco Event",
          description:
            "Tri, collecte et valorisation des déchets de vos événements, pour des manifestations zéro déchet.",
          image: {
            name: "concept-eco-event",
            alt: "Trois bacs de tri vert, jaune et bleu sous un chapiteau de fête",
          },
          category: "Gestion des déchets",
          href: "/services#eco-event",
          color: conceptBrand["eco-event"].color,
        },
        {
          id: "sante-pro",
          title: "Santé Pro",
          description:
            "Bio-nettoyage et désinfection des cliniques, laboratoires et cabinets selon les protocoles d'hygiène.",
          image: {
            name: "concept-sante-pro",
            alt: "Agent d'hygiène masqué pulvérisant un désinfectant près d'un lit d'hôpital",
          },
          category: "Hygiène hospitalière",
          href: "/services#sante-pro",
          color: conceptBrand["sante-pro"].color,
        },
      ],
    },
    interventionModes: {
      title: "Deux façons de travailler avec nous",
      subtitle:
        "Une intervention unique ou un contrat sur la durée : vous choisissez le rythme, nous garantissons la qualité.",
      modes: [
        {
          id: "ponctuel",
          icon: "CalendarCheck",
          title: "Interventions ponctuelles",
          description: "Pour un besoin précis, à une date précise.",
          points: [
            "Grand ménage, fin de chantier ou déménagement",
            "Désinfection après un cas de maladie",
            "Nettoyage avant et après un événement",
            "Intervention possible le jour même en cas d'urgence",
          ],
          cta: { label: "Demander un devis", href: "/quote" },
        },
        {
          id: "contrat",
          icon: "CalendarClock",
          title: "Contrats réguliers",
          description: "Un entretien planifié, suivi par une équipe dédiée.",
          points: [
            "Passages hebdomadaires, mensuels ou trimestriels",
            "Tarifs dégressifs selon la fréquence et la surface",
            "Un responsable de site et des contrôles qualité",
            "Devis personnalisé gratuit",
          ],
          cta: { label: "Parler à un conseiller", href: "/contact" },
        },
      ],
    },
    trust: {
      title: "Ils nous font confiance",
      subtitle:
        "Entreprises, établissements de santé, écoles et familles de Lomé comptent sur nous chaque semaine.",
      clientsTitle: "Nos clients",
      partnersTitle: "Nos partenaires",
      statsTitle: `${company.name} en chiffres`,
      stats: [
        { value: "{figure:clients}", label: "clients servis" },
        { value: "{figure:satisfaction}", label: "de clients satisfaits" },
        { value: "{figure:years}", label: "d'expérience" },
        { value: "{figure:awards}", label: "distinctions reçues" },
      ],
    },
    testimonials: {
      title: "Ce que disent nos clients",
      subtitle: "Leur satisfaction est notre meilleure publicité.",
      previous: "Témoignage précédent",
      next: "Témoignage suivant",
      pause: "Mettre les témoignages en pause",
      play: "Relancer les témoignages",
      goToSlide: "Aller au témoignage {n}",
      otherLanguage: "Témoignage écrit en anglais",
      ratingLabel: "Note : {rating} sur 5",
      empty:
        "Les premiers témoignages arrivent bientôt. Soyez le premier à partager votre expérience !",
      shareButton: "Partager votre expérience",
      modal: {
        title: "Partagez votre expérience",
        intro:
          "Votre avis aide d'autres clients à nous choisir et nous aide à progresser. Il sera publié après relecture.",
        close: "Fermer",
        fields: {
          name: { label: "Nom complet", placeholder: "Ex. : Afi Mensah" },
          email: { label: "E-mail", placeholder: "vous@exemple.com" },
          rating: { label: "Votre note", star: "étoile", stars: "étoiles" },
          testimonial: {
            label: "Votre témoignage",
            placeholder: "Racontez-nous comment s'est passée notre intervention...",
          },
          phone: { label: "Téléphone (facultatif)", placeholder: "+228 90 00 00 00" },
        },
        requiredNote: "* Champs obligatoires",
        honeypot: "Ne pas remplir ce champ",
        submit: "Envoyer mon témoignage",
        submitting: "Envoi en cours...",
        cancel: "Annuler",
        success: "Merci pour votre témoignage ! Nous l'examinerons bientôt.",
        error:
          "Votre témoignage n'a pas pu être envoyé. Vérifiez les champs signalés puis réessayez.",
      },
    },
    whyChooseUs: {
      title: `Pourquoi choisir ${company.name} ?`,
      subtitle: "Quatre engagements que nous tenons à chaque intervention.",
      items: [
        {
          icon: "Users",
          title: "Des équipes formées",
          description:
            "Nos agents suivent nos propres formations en nettoyage, hygiène hospitalière et jardinage.",
        },
        {
          icon: "Leaf",
          title: "Des produits écologiques",
          description: "Détergents biodégradables et poubelles recyclées, fabriqués par nos soins.",
        },
        {
          icon: "Clock",
          title: "Réactivité 24 h/24",
          description:
            "Devis sous {figure:quote-hours} et service d'urgence disponible 24 h/24, 7 j/7.",
        },
        {
          icon: "BadgePercent",
          title: "Des prix transparents",
          description: `Une grille tarifaire publique et ${discount} sur votre première commande.`,
        },
      ],
    },
    contactCta: {
      title: "Un projet, une question ?",
      text: "Appelez-nous, écrivez-nous sur WhatsApp ou remplissez notre formulaire : un conseiller vous répond rapidement.",
      primary: { label: "Nous contacter", href: "/contact" },
      secondary: { label: "Obtenir un devis gratuit", href: "/quote" },
      phone: { label: company.phones.primary.display, href: telLink(company) },
      whatsapp: {
        label: "Écrire sur WhatsApp",
        href: whatsappLink(company, `Bonjour ${company.name}, j'aimerais parler de mon projet.`),
      },
    },
    final: {
      title: "Ensemble, rendons Lomé plus propre et plus verte",
      text: `Rejoignez les {figure:clients} clients qui nous confient leurs espaces et profitez de ${discount} sur votre première commande.`,
      primary: { label: "Demander un devis", href: "/quote" },
      secondary: { label: "Découvrir nos produits", href: "/produits" },
    },
  };
}
