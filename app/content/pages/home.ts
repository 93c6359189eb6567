import type { Stored } from "../field-types";
import {
  group,
  l,
  lines,
  link,
  list,
  paragraph,
  picture,
  text,
  icon,
  type Fields,
  art,
  go,
} from "../fields";
import { CONCEPT_KEYS } from "../service-types";
import { callToAction, figureStat, iconCard, subtitle, title, meta } from "./shared";

/** The home page (docs/product/screens.md#home). */
export const homeFields = {
  meta,
  hero: group(l("Diaporama d'accueil", "Home slideshow"), {
    slides: list(
      l("Diapositives", "Slides"),
      {
        subtitle: text(l("Badge", "Badge"), 80),
        title: title(90),
        text: paragraph(l("Texte", "Text"), 400),
        cta: link(l("Bouton", "Button")),
        image: picture(l("Photo", "Photo"), 16 / 9, "100vw"),
      },
      { min: 1, max: 6, title: "title" },
    ),
  }),
  intro: group(l("Présentation", "Introduction"), {
    eyebrow: text(l("Surtitre", "Eyebrow"), 60),
    title: title(),
    text: paragraph(l("Texte", "Text"), 1200),
  }),
  concepts: group(l("Les six concepts", "The six concepts"), {
    title: title(),
    subtitle: subtitle(),
    items: list(
      l("Cercles des concepts", "Concept circles"),
      {
        title: title(60),
        category: text(l("Catégorie", "Category"), 60),
        description: paragraph(l("Description", "Description"), 300),
        image: picture(l("Photo", "Photo"), 1, "(min-width: 1024px) 240px, 45vw"),
      },
      { min: 6, max: 6, title: "title", fixedKeys: CONCEPT_KEYS },
    ),
  }),
  interventionModes: group(l("Modes d'intervention", "Ways of working"), {
    title: title(),
    subtitle: subtitle(),
    modes: list(
      l("Modes", "Ways"),
      {
        icon: icon(),
        title: title(80),
        description: paragraph(l("Description", "Description"), 300),
        points: lines(l("Points (un par ligne)", "Points (one per line)"), 8),
        cta: link(l("Bouton", "Button")),
      },
      { min: 1, max: 4, title: "title" },
    ),
  }),
  trust: group(l("Ils nous font confiance", "They trust us"), {
    title: title(),
    subtitle: subtitle(),
    clientsTitle: text(l("Titre des clients", "Clients heading"), 80),
    partnersTitle: text(l("Titre des partenaires", "Partners heading"), 80),
    statsTitle: text(l("Titre des chiffres", "Figures heading"), 80),
    stats: list(l("Chiffres", "Figures"), figureStat, { max: 6, title: "label" }),
  }),
  testimonials: group(l("Témoignages", "Testimonials"), { title: title(), subtitle: subtitle() }),
  whyChooseUs: group(l("Pourquoi nous choisir", "Why choose us"), {
    title: title(),
    subtitle: subtitle(),
    items: list(l("Engagements", "Commitments"), iconCard, { min: 1, max: 8, title: "title" }),
  }),
  contactCta: group(l("Appel à nous contacter", "Call to contact us"), callToAction),
  final: group(l("Bandeau final", "Closing band"), callToAction),
} satisfies Fields;

/** The page as a new install shows it, in both languages. */
export const homeSeed: Stored<typeof homeFields> = {
  meta: {
    title: l(
      "Nettoyage, hygiène et éco-services à Lomé",
      "Cleaning, hygiene and eco-services in Lomé",
    ),
    description: l(
      "{company} : nettoyage professionnel, hygiène des centres de santé, espaces verts et événements éco-responsables à Lomé, Togo. Devis gratuit sous {figure:quote-hours}.",
      "{company}: professional cleaning, healthcare hygiene, green spaces and eco-friendly events in Lomé, Togo. Free quote within {figure:quote-hours}.",
    ),
  },
  hero: {
    slides: [
      {
        key: "1",
        subtitle: l("Nettoyage professionnel à Lomé", "Professional cleaning in Lomé"),
        title: l("Des espaces propres, sains et durables", "Clean, healthy, sustainable spaces"),
        text: l(
          "Bureaux, commerces, domiciles ou chantiers : nos équipes formées interviennent avec des produits biodégradables. 10 % sur votre première commande.",
          "Offices, shops, homes or building sites: our trained teams get the job done with biodegradable products. 10% off your first order.",
        ),
        cta: go(l("Demander un devis gratuit", "Get a free quote"), "/quote"),
        image: art(
          "hero-1",
          l(
            "Agents {company} en tenue verte nettoyant une plage de Lomé, la mer et la ville derrière eux",
            "{company} staff in green uniforms cleaning a beach in Lomé, with the sea and the city behind them",
          ),
        ),
      },
      {
        key: "2",
        subtitle: l("Six concepts pour tous vos besoins", "Six concepts for every need"),
        title: l("L'hygiène au service de la santé", "Hygiene that protects health"),
        text: l(
          "Centres de santé, jardins, potagers bio, événements : nous avons réuni nos savoir-faire en six offres claires, adaptées aux réalités du Togo.",
          "Health centres, gardens, organic vegetable plots, events: we have shaped our expertise into six clear offers, built for the way things work in Togo.",
        ),
        cta: go(l("Découvrir nos services", "Explore our services"), "/services"),
        image: art(
          "hero-2",
          l(
            "Deux agents {company} entretenant un potager, à côté de trois bacs de tri colorés",
            "Two {company} staff tending a vegetable garden next to three colour-coded recycling bins",
          ),
        ),
      },
      {
        key: "3",
        subtitle: l("L'écologie en action", "Ecology in action"),
        title: l("Verdir la ville, valoriser les déchets", "Greener cities, waste put to good use"),
        text: l(
          "Jardins, potagers urbains, poubelles fabriquées à partir de déchets recyclés : découvrez en images les réalisations de nos équipes.",
          "Gardens, urban vegetable plots, bins made from recycled waste: see what our teams have achieved.",
        ),
        cta: go(l("Voir nos réalisations", "See our work"), "/galeries"),
        image: art(
          "hero-3",
          l(
            "Agents {company} balayant et triant les déchets entre des chapiteaux de fête",
            "{company} staff sweeping and sorting waste between festival tents",
          ),
        ),
      },
    ],
  },
  intro: {
    eyebrow: l("Produits et services", "Products and services"),
    title: l(
      "Un seul partenaire pour la propreté, l'hygiène et l'environnement",
      "One partner for cleaning, hygiene and the environment",
    ),
    text: l(
      "Depuis {figure:years}, {company} accompagne entreprises, familles, centres de santé et organisateurs d'événements à Lomé et en Afrique de l'Ouest. Nous nettoyons, désinfectons, aménageons des espaces verts, gérons les déchets et fabriquons nos propres produits écologiques : poubelles issues du recyclage et détergents biodégradables.",
      "For {figure:years}, {company} has been working with businesses, families, health centres and event organisers in Lomé and across West Africa. We clean, disinfect, create green spaces, manage waste and make our own eco-friendly products: bins made from recycled materials and biodegradable detergents.",
    ),
  },
  concepts: {
    title: l("Nos six concepts", "Our six concepts"),
    subtitle: l(
      "Survolez ou touchez un cercle pour découvrir chaque offre.",
      "Hover over or tap a circle to discover each offer.",
    ),
    items: [
      {
        key: "nettoie-pro",
        title: l("Nettoie Pro", "Nettoie Pro"),
        category: l("Nettoyage professionnel", "Professional cleaning"),
        description: l(
          "Entretien régulier ou ponctuel de bureaux, commerces, domiciles et fins de chantier.",
          "Regular or one-off cleaning of offices, shops, homes and newly finished buildings.",
        ),
        image: art(
          "concept-nettoie-pro",
          l("Agent nettoyant le sol d'un bureau", "Cleaner mopping an office floor"),
        ),
      },
      {
        key: "eco-jardin",
        title: l("Éco Jardin", "Éco Jardin"),
        category: l("Espaces verts", "Green spaces"),
        description: l(
          "Création et entretien de jardins, pelouses et espaces verts pour particuliers et entreprises.",
          "Design and upkeep of gardens, lawns and green spaces for homes and businesses.",
        ),
        image: art(
          "concept-eco-jardin",
          l(
            "Jardinier ratissant une pelouse entre un arbre et un palmier",
            "Gardener raking a lawn between a tree and a palm",
          ),
        ),
      },
      {
        key: "natura-potager",
        title: l("Natura Potager", "Natura Potager"),
        category: l("Agriculture bio", "Organic growing"),
        description: l(
          "Potagers biologiques à domicile, à l'école ou en entreprise, du premier semis à la récolte.",
          "Organic vegetable gardens at home, at school or at work, from first seeds to harvest.",
        ),
        image: art(
          "concept-natura-potager",
          l(
            "Jardinière arrosant des planches de légumes, une cagette de tomates à côté",
            "Gardener watering vegetable beds beside a crate of tomatoes",
          ),
        ),
      },
      {
        key: "nettoie-event",
        title: l("Nettoie Event", "Nettoie Event"),
        category: l("Événementiel", "Events"),
        description: l(
          "Préparation des lieux, propreté pendant l'événement et remise en état après le départ des invités.",
          "Venue preparation, cleaning during the event and a full clean-up once the guests have gone.",
        ),
        image: art(
          "concept-nettoie-event",
          l(
            "Agent balayant sous un chapiteau de fête, à côté d'une poubelle de tri",
            "Staff member sweeping under a party tent next to a recycling bin",
          ),
        ),
      },
      {
        key: "eco-event",
        title: l("Éco Event", "Éco Event"),
        category: l("Gestion des déchets", "Waste management"),
        description: l(
          "Tri, collecte et valorisation des déchets de vos événements, pour des manifestations zéro déchet.",
          "Sorting, collection and recovery of event waste, for zero-waste gatherings.",
        ),
        image: art(
          "concept-eco-event",
          l(
            "Trois bacs de tri vert, jaune et bleu sous un chapiteau de fête",
            "Green, yellow and blue recycling bins under a festival tent",
          ),
        ),
      },
      {
        key: "sante-pro",
        title: l("Santé Pro", "Santé Pro"),
        category: l("Hygiène hospitalière", "Healthcare hygiene"),
        description: l(
          "Bio-nettoyage et désinfection des cliniques, laboratoires et cabinets selon les protocoles d'hygiène.",
          "Biocleaning and disinfection of clinics, laboratories and surgeries, following strict hygiene protocols.",
        ),
        image: art(
          "concept-sante-pro",
          l(
            "Agent d'hygiène masqué pulvérisant un désinfectant près d'un lit d'hôpital",
            "Masked hygiene technician spraying disinfectant beside a hospital bed",
          ),
        ),
      },
    ],
  },
  interventionModes: {
    title: l("Deux façons de travailler avec nous", "Two ways to work with us"),
    subtitle: l(
      "Une intervention unique ou un contrat sur la durée : vous choisissez le rythme, nous garantissons la qualité.",
      "A one-off job or an ongoing contract: you set the pace, we guarantee the quality.",
    ),
    modes: [
      {
        key: "ponctuel",
        icon: "CalendarCheck",
        title: l("Interventions ponctuelles", "One-off jobs"),
        description: l(
          "Pour un besoin précis, à une date précise.",
          "For a specific need, on a specific date.",
        ),
        points: {
          fr: [
            "Grand ménage, fin de chantier ou déménagement",
            "Désinfection après un cas de maladie",
            "Nettoyage avant et après un événement",
            "Intervention possible le jour même en cas d'urgence",
          ],
          en: [
            "Spring cleans, post-construction clean-ups and moves",
            "Disinfection after a case of illness",
            "Cleaning before and after an event",
            "Same-day call-outs for emergencies",
          ],
        },
        cta: go(l("Demander un devis", "Request a quote"), "/quote"),
      },
      {
        key: "contrat",
        icon: "CalendarClock",
        title: l("Contrats réguliers", "Regular contracts"),
        description: l(
          "Un entretien planifié, suivi par une équipe dédiée.",
          "Scheduled upkeep, handled by a dedicated team.",
        ),
        points: {
          fr: [
            "Passages hebdomadaires, mensuels ou trimestriels",
            "Tarifs dégressifs selon la fréquence et la surface",
            "Un responsable de site et des contrôles qualité",
            "Devis personnalisé gratuit",
          ],
          en: [
            "Weekly, monthly or quarterly visits",
            "Lower rates the more often and the larger the area",
            "A site manager and regular quality checks",
            "A free tailored quote",
          ],
        },
        cta: go(l("Parler à un conseiller", "Speak to an adviser"), "/contact"),
      },
    ],
  },
  trust: {
    title: l("Ils nous font confiance", "They trust us"),
    subtitle: l(
      "Entreprises, établissements de santé, écoles et familles de Lomé comptent sur nous chaque semaine.",
      "Businesses, health facilities, schools and families across Lomé rely on us every week.",
    ),
    clientsTitle: l("Nos clients", "Our clients"),
    partnersTitle: l("Nos partenaires", "Our partners"),
    statsTitle: l("{company} en chiffres", "{company} in numbers"),
    stats: [
      { key: "clients", figure: "clients", label: l("clients servis", "clients served") },
      {
        key: "satisfaction",
        figure: "satisfaction",
        label: l("de clients satisfaits", "satisfied clients"),
      },
      { key: "years", figure: "years", label: l("d'expérience", "of experience") },
      { key: "awards", figure: "awards", label: l("distinctions reçues", "awards received") },
    ],
  },
  testimonials: {
    title: l("Ce que disent nos clients", "What our clients say"),
    subtitle: l(
      "Leur satisfaction est notre meilleure publicité.",
      "Happy clients are our best advertisement.",
    ),
  },
  whyChooseUs: {
    title: l("Pourquoi choisir {company} ?", "Why choose {company}?"),
    subtitle: l(
      "Quatre engagements que nous tenons à chaque intervention.",
      "Four promises we keep on every job.",
    ),
    items: [
      {
        key: "1",
        icon: "Users",
        title: l("Des équipes formées", "Trained teams"),
        description: l(
          "Nos agents suivent nos propres formations en nettoyage, hygiène hospitalière et jardinage.",
          "Our staff go through our own training in cleaning, hospital hygiene and gardening.",
        ),
      },
      {
        key: "2",
        icon: "Leaf",
        title: l("Des produits écologiques", "Eco-friendly products"),
        description: l(
          "Détergents biodégradables et poubelles recyclées, fabriqués par nos soins.",
          "Biodegradable detergents and recycled bins, made in-house.",
        ),
      },
      {
        key: "3",
        icon: "Clock",
        title: l("Réactivité 24 h/24", "Round-the-clock response"),
        description: l(
          "Devis sous {figure:quote-hours} et service d'urgence disponible 24 h/24, 7 j/7.",
          "A quote within {figure:quote-hours} and an emergency service available 24/7.",
        ),
      },
      {
        key: "4",
        icon: "BadgePercent",
        title: l("Des prix transparents", "Transparent pricing"),
        description: l(
          "Une grille tarifaire publique et 10 % sur votre première commande.",
          "A public price list and 10% off your first order.",
        ),
      },
    ],
  },
  contactCta: {
    title: l("Un projet, une question ?", "A project or a question?"),
    text: l(
      "Appelez-nous, écrivez-nous sur WhatsApp ou remplissez notre formulaire : un conseiller vous répond rapidement.",
      "Call us, message us on WhatsApp or fill in our form: an adviser will get back to you quickly.",
    ),
    primary: go(l("Nous contacter", "Contact us"), "/contact"),
    secondary: go(l("Obtenir un devis gratuit", "Get a free quote"), "/quote"),
  },
  final: {
    title: l(
      "Ensemble, rendons Lomé plus propre et plus verte",
      "Together, let's make Lomé cleaner and greener",
    ),
    text: l(
      "Rejoignez les {figure:clients} clients qui nous confient leurs espaces et profitez de 10 % sur votre première commande.",
      "Join the {figure:clients} clients who trust us with their spaces, and get 10% off your first order.",
    ),
    primary: go(l("Demander un devis", "Request a quote"), "/quote"),
    secondary: go(l("Découvrir nos produits", "Discover our products"), "/produits"),
  },
};
