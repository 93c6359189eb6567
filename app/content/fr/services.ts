import {
  conceptBrand,
  figures,
  formatPercent,
  mailtoLink,
  telLink,
  trainingWeeks,
} from "../company";
import type { SiteFacts } from "../site-facts";
import type { ServicesContent } from "../types";

const pct = (n: number) => formatPercent(n, "fr");
const conceptTitles = {
  "nettoie-pro": "Nettoie Pro",
  "sante-pro": "Santé Pro",
  "eco-jardin": "Éco Jardin",
  "natura-potager": "Natura Potager",
  "eco-event": "Éco Event",
  "nettoie-event": "Nettoie Event",
} as const;
const brand = (id: keyof typeof conceptBrand) => {
  const { color, gradient, logo } = conceptBrand[id];
  return { color, gradient, logo: { name: logo, alt: `Logo ${conceptTitles[id]}` } };
};
const quoteLabel = "Demander un devis gratuit";

export default function frServices({ company }: SiteFacts): ServicesContent {
  return {
    meta: {
      title: "Nos services de nettoyage et d'hygiène à Lomé",
      description:
        "Nettoyage pro, hygiène hospitalière, espaces verts, potagers bio, gestion des déchets d'événements et formations de techniciens à Lomé, Togo. Devis gratuit.",
    },
    hero: {
      eyebrow: "Nos services",
      title: "Six concepts pour des espaces propres, sains et verts",
      description:
        "Chaque concept réunit un savoir-faire, une équipe dédiée et des méthodes éprouvées. Nous formons aussi les techniciens de demain aux métiers de la propreté et de l'environnement.",
      conceptsButton: { label: "Découvrir nos concepts", href: "#concepts" },
      formationsButton: { label: "Nos formations", href: "#formations" },
    },
    nav: {
      label: "Aller à une section",
      items: [
        { id: "nettoie-pro", label: conceptTitles["nettoie-pro"] },
        { id: "sante-pro", label: conceptTitles["sante-pro"] },
        { id: "eco-jardin", label: conceptTitles["eco-jardin"] },
        { id: "natura-potager", label: conceptTitles["natura-potager"] },
        { id: "eco-event", label: conceptTitles["eco-event"] },
        { id: "nettoie-event", label: conceptTitles["nettoie-event"] },
        { id: "formations", label: "Formations" },
      ],
    },
    concepts: {
      id: "concepts",
      title: "Nos 6 Concepts",
      subtitle:
        "Choisissez le concept qui correspond à votre besoin, ou combinez-les : nous coordonnons tout.",
      servicesTitle: "Nos prestations",
      benefitsTitle: "Vos avantages",
      items: [
        {
          id: "nettoie-pro",
          title: conceptTitles["nettoie-pro"],
          subtitle: "Nettoyage professionnel",
          description:
            "Entretien courant ou grand nettoyage de vos bureaux, commerces, logements et bâtiments neufs, avec du matériel professionnel et nos détergents biodégradables.",
          ...brand("nettoie-pro"),
          services: [
            "Entretien régulier de bureaux et de commerces",
            "Nettoyage de domiciles et de résidences",
            "Nettoyage de fin de chantier",
            "Lavage de vitres, y compris en hauteur",
            "Nettoyage de canapés, tapis et luminaires",
            "Transport et déménagement de mobilier",
          ],
          benefits: [
            "Des agents formés et encadrés",
            "Des produits sans danger pour vos occupants",
            "Des horaires adaptés à votre activité",
            "Des tarifs dégressifs pour les contrats réguliers",
          ],
          stats: [
            { value: "{figure:clients}", label: "clients servis" },
            { value: "24/7", label: "service d'urgence" },
            { value: "{figure:satisfaction}", label: "de satisfaction" },
          ],
          images: [
            { name: "nettoie-pro-1", alt: "Agent nettoyant le sol d'un open space" },
            { name: "nettoie-pro-2", alt: "Laveur de vitres travaillant sur une façade vitrée" },
            {
              name: "nettoie-pro-3",
              alt: "Chariot de ménage chargé de produits Ecoclean, de seaux et d'un balai",
            },
          ],
          quoteLabel,
        },
        {
          id: "sante-pro",
          title: conceptTitles["sante-pro"],
          subtitle: "Hygiène des centres de santé",
          description:
            "Bio-nettoyage et désinfection des cliniques, cabinets médicaux, laboratoires et pharmacies, selon des protocoles stricts de prévention des infections.",
          ...brand("sante-pro"),
          services: [
            "Bio-nettoyage des chambres, blocs et salles de soins",
            "Désinfection des surfaces et des équipements",
            "Désinfection après un cas contagieux",
            "Dératisation et désinsectisation",
            "Gestion des déchets d'activités de soins",
          ],
          benefits: [
            "Des agents spécialement formés à l'hygiène hospitalière",
            "Des protocoles écrits et une traçabilité des passages",
            "Une intervention d'urgence possible 24 h/24",
          ],
          stats: [
            { value: "24/7", label: "astreinte désinfection" },
            {
              value: `${trainingWeeks["agent-hygiene-hospitaliere"]} semaines`,
              label: "de formation spécifique pour nos agents",
            },
            {
              value: "{price:zone4}",
              label: "le m² en milieu hospitalier",
            },
          ],
          images: [
            {
              name: "sante-pro-1",
              alt: "Agent d'hygiène masqué pulvérisant du désinfectant dans un couloir de clinique",
            },
            {
              name: "sante-pro-2",
              alt: "Agent d'hygiène masqué nettoyant une chambre d'hôpital, près du lit",
            },
            {
              name: "sante-pro-3",
              alt: "Lavage des mains au savon sous un robinet, à côté d'un distributeur",
            },
          ],
          quoteLabel,
        },
        {
          id: "eco-jardin",
          title: conceptTitles["eco-jardin"],
          subtitle: "Création et entretien d'espaces verts",
          description:
            "Nous concevons, plantons et entretenons jardins, pelouses et espaces verts, en privilégiant des plantes adaptées au climat de Lomé et économes en eau.",
          ...brand("eco-jardin"),
          services: [
            "Conception et aménagement de jardins",
            "Engazonnement et plantations",
            "Tonte, taille et désherbage",
            "Évacuation et compostage des déchets verts",
          ],
          benefits: [
            "Un cadre plus agréable pour vos clients et vos équipes",
            "Des plantes locales, résistantes et peu gourmandes en eau",
            "Un suivi de trois mois possible après la création",
          ],
          stats: [
            { value: "3 mois", label: "de suivi après la création" },
            {
              value: "{price:maintenance}",
              label: "le m² pour l'entretien",
            },
            {
              value: `${trainingWeeks["jardinier-paysagiste"]} semaines`,
              label: "de formation pour nos jardiniers",
            },
          ],
          images: [
            {
              name: "eco-jardin-1",
              alt: "Jardinier tondant la pelouse devant un bâtiment, entre les palmiers",
            },
            {
              name: "eco-jardin-2",
              alt: "Jardinier taillant une haie, devant un parterre de fleurs",
            },
            {
              name: "eco-jardin-3",
              alt: "Jardinier plantant un jeune arbre, un arrosoir à ses pieds",
            },
          ],
          quoteLabel,
        },
        {
          id: "natura-potager",
          title: conceptTitles["natura-potager"],
          subtitle: "Potagers biologiques",
          description:
            "Nous installons des potagers biologiques chez vous, dans les écoles et en entreprise, et nous vous apprenons à les cultiver sans produits chimiques.",
          ...brand("natura-potager"),
          services: [
            "Étude du terrain et plan du potager",
            "Préparation du sol et compostage",
            "Fourniture de semences et de plants",
            "Suivi des cultures et conseils de récolte",
            "Ateliers de jardinage pour enfants et salariés",
          ],
          benefits: [
            "Des légumes frais et sains, récoltés sur place",
            "Vos déchets de cuisine transformés en compost",
            "Un projet pédagogique et fédérateur",
          ],
          stats: [
            { value: "0", label: "pesticide de synthèse" },
            { value: pct(100), label: "engrais naturels et compost" },
            { value: "Gratuite", label: "visite d'étude du terrain" },
          ],
          images: [
            {
              name: "natura-potager-1",
              alt: "Jardinière bêchant des planches de légumes sous un palmier",
            },
            {
              name: "natura-potager-2",
              alt: "Panier de légumes fraîchement récoltés : tomates, chou, carotte",
            },
            {
              name: "natura-potager-3",
              alt: "Jardinier arrosant des plants de tomates, près de cagettes en bois",
            },
          ],
          quoteLabel,
        },
        {
          id: "eco-event",
          title: conceptTitles["eco-event"],
          subtitle: "Gestion écologique des déchets d'événements",
          description:
            "Mariages, concerts, salons, conférences : nous installons des points de tri, collectons les déchets pendant l'événement et les orientons vers des filières de valorisation.",
          ...brand("eco-event"),
          services: [
            "Plan de gestion des déchets avant l'événement",
            "Installation de stations de tri Ecotrash",
            "Collecte continue pendant l'événement",
            "Évacuation et valorisation des déchets triés",
            "Sensibilisation du public par nos éco-agents",
          ],
          benefits: [
            "Un site propre du début à la fin",
            "Une image responsable auprès de vos invités et partenaires",
            "Un bilan des déchets collectés après l'événement",
          ],
          stats: [
            { value: "3", label: "flux de tri : plastiques, organiques, autres" },
            { value: "0", label: "déchet laissé sur le site" },
            { value: "1", label: "bilan remis après l'événement" },
          ],
          images: [
            {
              name: "eco-event-1",
              alt: "Éco-agent à côté de trois bacs de tri sous un chapiteau de festival",
            },
            {
              name: "eco-event-2",
              alt: "Buffet sous un chapiteau, avec fontaine à eau et gobelets réutilisables, tenu par une éco-agente",
            },
            {
              name: "eco-event-3",
              alt: "Deux éco-agents portant des sacs de déchets triés près des bacs de tri",
            },
          ],
          quoteLabel,
        },
        {
          id: "nettoie-event",
          title: conceptTitles["nettoie-event"],
          subtitle: "Nettoyage d'événements",
          description:
            "Avant, pendant et après votre événement, nos équipes s'occupent de la propreté des lieux pour que vous puissiez vous consacrer à vos invités.",
          ...brand("nettoie-event"),
          services: [
            "Préparation et nettoyage des lieux avant l'ouverture",
            "Entretien des sanitaires pendant l'événement",
            "Ramassage continu des déchets",
            "Remise en état complète après l'événement",
          ],
          benefits: [
            "Une équipe discrète et en tenue",
            "Des lieux rendus propres au propriétaire",
            "Un interlocuteur unique du montage au démontage",
          ],
          stats: [
            { value: "Avant", label: "préparation des lieux" },
            { value: "Pendant", label: "propreté continue" },
            { value: "Après", label: "remise en état complète" },
          ],
          images: [
            { name: "nettoie-event-1", alt: "Agent balayant le sol entre deux chapiteaux de fête" },
            {
              name: "nettoie-event-2",
              alt: "Agente lavant le sol d'une salle de réception entre les tables",
            },
            {
              name: "nettoie-event-3",
              alt: "Agent près d'une station de désinfection des mains, à côté d'un chapiteau",
            },
          ],
          quoteLabel,
        },
      ],
    },
    formations: {
      id: "formations",
      title: "Nos formations",
      subtitle:
        "Des formations pratiques pour apprendre un métier d'avenir, encadrées par nos techniciens expérimentés.",
      durationLabel: "Durée",
      items: [
        {
          id: "agent-nettoyage",
          icon: "Sparkle",
          title: "Agent de nettoyage professionnel",
          duration: `${trainingWeeks["agent-nettoyage"]} semaines`,
          description:
            "Techniques et matériel de nettoyage, produits et dosages, sécurité et relation client.",
        },
        {
          id: "agent-hygiene-hospitaliere",
          icon: "HeartPulse",
          title: "Agent d'hygiène hospitalière",
          duration: `${trainingWeeks["agent-hygiene-hospitaliere"]} semaines`,
          description:
            "Bio-nettoyage, désinfection, prévention des infections et gestion des déchets de soins.",
        },
        {
          id: "jardinier-paysagiste",
          icon: "Sprout",
          title: "Jardinier paysagiste",
          duration: `${trainingWeeks["jardinier-paysagiste"]} semaines`,
          description:
            "Plantation, entretien des espaces verts, compostage et bases du maraîchage biologique.",
        },
      ],
      contactText: "Pour connaître les prochaines sessions et vous inscrire :",
      phone: { label: `Appeler le ${company.phones.primary.display}`, href: telLink(company) },
      email: {
        label: `Écrire à ${company.email}`,
        href: mailtoLink(company, "Inscription à une formation"),
      },
    },
    cta: {
      title: "Un besoin précis ? Parlons-en",
      text: `Décrivez-nous votre projet : vous recevez un devis gratuit sous {figure:quote-hours}, avec ${pct(figures.firstOrderDiscountPercent)} sur votre première commande.`,
      primary: { label: "Demander un devis gratuit", href: "/quote" },
      secondary: { label: "Nous contacter", href: "/contact" },
    },
    structuredData: { areaServed: { country: "Togo", region: "Afrique de l'Ouest" } },
  };
}
