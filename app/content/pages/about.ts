import type { Stored } from "../field-types";
import {
  group,
  icon,
  l,
  link,
  list,
  number,
  paragraph,
  picture,
  rich,
  text,
  type Fields,
  art,
  go,
} from "../fields";
import { callToAction, figureStat, subtitle, title, meta } from "./shared";

/** The about page (docs/product/screens.md#about). */
export const aboutFields = {
  meta,
  hero: group(l("En-tête", "Header"), {
    title: title(),
    description: paragraph(l("Texte", "Text"), 600),
    slogan: text(l("Devise", "Slogan"), 120),
    image: picture(l("Photo de l'équipe", "Team photo"), 4 / 3, "(min-width: 1024px) 50vw, 100vw"),
    stats: list(l("Chiffres", "Figures"), figureStat, { max: 6, title: "label" }),
    historyButton: link(l("Bouton « histoire »", "“History” button")),
    teamButton: link(l("Bouton « équipe »", "“Team” button")),
  }),
  summary: group(l("Qui sommes-nous ?", "Who we are"), {
    title: title(),
    text: rich(l("Texte", "Text"), 6000),
  }),
  history: group(l("Histoire et distinctions", "History and awards"), {
    title: title(),
    subtitle: subtitle(),
    highlights: list(
      l("Cartes de l'histoire", "History cards"),
      {
        icon: icon(),
        title: title(80),
        subtitle: text(l("Sous-titre", "Subtitle"), 120),
        description: paragraph(l("Description", "Description"), 600),
      },
      { max: 4, title: "title" },
    ),
    timelineTitle: text(l("Titre de la frise", "Timeline heading"), 80),
    achievements: list(
      l("Frise des distinctions", "Timeline of awards"),
      {
        year: number(l("Année", "Year"), 1950, 2100),
        title: title(120),
        organisation: text(l("Organisme", "Awarded by"), 140),
        description: paragraph(l("Description", "Description"), 400),
      },
      { max: 20, title: "title" },
    ),
  }),
  missionVisionValues: group(l("Mission, vision, valeurs", "Mission, vision, values"), {
    title: title(),
    mission: group(l("Mission", "Mission"), {
      title: title(80),
      text: paragraph(l("Texte", "Text"), 800),
    }),
    vision: group(l("Vision", "Vision"), {
      title: title(80),
      text: paragraph(l("Texte", "Text"), 800),
    }),
    values: group(l("Valeurs", "Values"), {
      title: title(80),
      intro: paragraph(l("Introduction", "Introduction"), 300),
      items: list(
        l("Valeurs", "Values"),
        {
          icon: icon(),
          title: title(80),
          description: paragraph(l("Description", "Description"), 300),
        },
        { min: 1, max: 8, title: "title" },
      ),
    }),
  }),
  team: group(
    l("L'équipe (les membres se gèrent dans « Équipe »)", "Team (members are in “Team”)"),
    {
      title: title(),
      subtitle: subtitle(),
      joinText: paragraph(l("Texte de recrutement", "Joining text"), 400),
      joinButton: link(l("Bouton de recrutement", "Joining button")),
    },
  ),
  whyChooseUs: group(l("Pourquoi nous faire confiance", "Why trust us"), {
    title: title(),
    subtitle: subtitle(),
    features: list(
      l("Atouts", "Strengths"),
      { icon: icon(), title: title(80), subtitle: text(l("Précision", "Detail"), 120) },
      { min: 1, max: 9, title: "title" },
    ),
    quoteButton: link(l("Bouton de devis", "Quote button")),
  }),
  cta: group(l("Bandeau final", "Closing band"), callToAction),
} satisfies Fields;

/** The page as a new install shows it, in both languages. */
export const aboutSeed: Stored<typeof aboutFields> = {
  meta: {
    title: l("À propos : notre histoire et notre équipe", "About us: our story and our team"),
    description: l(
      "Découvrez {company}, entreprise de nettoyage et d'éco-services basée à Djidjolé, Lomé : {figure:years} d'expérience, {figure:awards} distinctions, une équipe formée.",
      "Meet {company}, a cleaning and eco-services company based in Djidjolé, Lomé, Togo: {figure:years} of experience, {figure:awards} awards and a fully trained team.",
    ),
  },
  hero: {
    title: l("À propos d'{company}", "About {company}"),
    description: l(
      "Une entreprise togolaise qui fait de la propreté, de l'hygiène et de l'écologie un seul et même métier, au service des familles, des entreprises et des établissements de santé.",
      "A Togolese company that treats cleaning, hygiene and ecology as one and the same job, serving families, businesses and health facilities.",
    ),
    slogan: l("Propre aujourd'hui, durable demain.", "Clean today, sustainable tomorrow."),
    image: art(
      "about-hero",
      l(
        "Cinq membres de l'équipe {company} en tenue verte devant leurs locaux et leur camionnette, entre les palmiers",
        "Five {company} team members in green uniforms outside their premises and van, between palm trees",
      ),
    ),
    stats: [
      { key: "years", figure: "years", label: l("d'expérience", "of experience") },
      { key: "clients", figure: "clients", label: l("clients servis", "clients served") },
      { key: "awards", figure: "awards", label: l("distinctions", "awards") },
      { key: "satisfaction", figure: "satisfaction", label: l("de satisfaction", "satisfaction") },
    ],
    historyButton: go(l("Notre histoire", "Our story"), "#histoire"),
    teamButton: go(l("Notre équipe", "Our team"), "#equipe"),
  },
  summary: {
    title: l("Qui sommes-nous ?", "Who we are"),
    text: l(
      "<p>{company} est née à Lomé d'une conviction simple : un cadre de vie propre protège la santé, et il peut l'être sans abîmer l'environnement. Depuis notre siège de Djidjolé, nous intervenons dans tout le Togo et en Afrique de l'Ouest.</p><p>Nettoyage professionnel, hygiène hospitalière, espaces verts, potagers biologiques, propreté des événements, transport et déménagement : nos équipes couvrent tout le cycle de la propreté, de l'entretien quotidien à la valorisation des déchets.</p><p>Nous fabriquons aussi nos propres produits, des poubelles issues du recyclage et des détergents biodégradables, et nous formons chaque année de nouveaux techniciens aux métiers de l'hygiène et du jardinage.</p>",
      "<p>{company} was founded in Lomé on a simple belief: a clean environment protects people's health, and keeping it clean shouldn't harm the planet. From our head office in Djidjolé, we work throughout Togo and across West Africa.</p><p>Professional cleaning, hospital hygiene, green spaces, organic vegetable gardens, event cleaning, transport and removals: our teams cover the whole cleaning cycle, from day-to-day upkeep to turning waste into something useful.</p><p>We also make our own products, bins made from recycled materials and biodegradable detergents, and every year we train new technicians in hygiene and gardening.</p>",
    ),
  },
  history: {
    title: l("Notre histoire", "Our story"),
    subtitle: l(
      "D'une petite équipe de quartier à une référence des éco-services à Lomé.",
      "From a small neighbourhood team to a leading name in eco-services in Lomé.",
    ),
    highlights: [
      {
        key: "1",
        icon: "Lightbulb",
        title: l("Nos débuts", "How it started"),
        subtitle: l("Une idée née à Djidjolé", "An idea born in Djidjolé"),
        description: l(
          "Quelques agents, un matériel réduit et beaucoup d'exigence : nos premiers clients étaient des bureaux et des familles du quartier, séduits par un travail soigné et des produits sans danger.",
          "A handful of staff, basic equipment and very high standards: our first clients were local offices and families who valued careful work and safe products.",
        ),
      },
      {
        key: "2",
        icon: "Target",
        title: l("Aujourd'hui", "Where we are today"),
        subtitle: l("{figure:clients} clients accompagnés", "{figure:clients} clients served"),
        description: l(
          "Six concepts de services, deux gammes de produits écologiques et un centre de formation : nous avons grandi sans jamais perdre de vue la qualité de chaque intervention.",
          "Six service concepts, two ranges of eco-friendly products and a training centre: we have grown without ever losing sight of the quality of each job.",
        ),
      },
    ],
    timelineTitle: l("Nos distinctions", "Our awards"),
    achievements: [
      {
        key: "1",
        year: 2019,
        title: l("Prix de la jeune entreprise verte", "Green Start-up Award"),
        organisation: l("Forum Lomé Éco-Entreprendre", "Forum Lomé Éco-Entreprendre"),
        description: l(
          "Récompense notre modèle alliant services de propreté et produits écologiques dès notre première année.",
          "Recognising our model of combining cleaning services with eco-friendly products, in our very first year.",
        ),
      },
      {
        key: "2",
        year: 2020,
        title: l(
          "Mention spéciale hygiène et prévention",
          "Special Mention for Hygiene and Prevention",
        ),
        organisation: l(
          "Association des Professionnels de l'Hygiène du Golfe",
          "Association des Professionnels de l'Hygiène du Golfe",
        ),
        description: l(
          "Saluant notre mobilisation pour la désinfection des lieux recevant du public pendant la crise sanitaire.",
          "For our work disinfecting public buildings during the health crisis.",
        ),
      },
      {
        key: "3",
        year: 2022,
        title: l("Trophée de l'innovation circulaire", "Circular Innovation Trophy"),
        organisation: l(
          "Salon Ouest-Africain de l'Économie Circulaire",
          "Salon Ouest-Africain de l'Économie Circulaire",
        ),
        description: l(
          "Décerné à nos poubelles Ecotrash, fabriquées à partir de matériaux recyclés et de déchets électroniques.",
          "Awarded to our Ecotrash bins, made from recycled materials and electronic waste.",
        ),
      },
      {
        key: "4",
        year: 2023,
        title: l("Label entreprise citoyenne", "Responsible Business Label"),
        organisation: l(
          "Réseau des Entreprises Engagées du Togo",
          "Réseau des Entreprises Engagées du Togo",
        ),
        description: l(
          "Pour nos formations qualifiantes destinées aux jeunes et nos actions de salubrité dans les quartiers.",
          "For our vocational training for young people and our clean-up drives in local neighbourhoods.",
        ),
      },
      {
        key: "5",
        year: 2025,
        title: l(
          "Prix d'excellence des services environnementaux",
          "Award for Excellence in Environmental Services",
        ),
        organisation: l("Trophées Afrique Propre & Durable", "Trophées Afrique Propre & Durable"),
        description: l(
          "Récompense l'ensemble de nos activités et la satisfaction constante de nos clients.",
          "Recognising all our activities and the consistent satisfaction of our clients.",
        ),
      },
    ],
  },
  missionVisionValues: {
    title: l("Ce qui nous anime", "What drives us"),
    mission: {
      title: l("Notre mission", "Our mission"),
      text: l(
        "Offrir à chaque client des espaces propres, sains et accueillants grâce à des services fiables, des produits respectueux de l'environnement et des équipes formées, tout en créant des emplois qualifiés au Togo.",
        "To give every client clean, healthy and welcoming spaces through reliable services, environmentally friendly products and well-trained teams, while creating skilled jobs in Togo.",
      ),
    },
    vision: {
      title: l("Notre vision", "Our vision"),
      text: l(
        "Devenir la référence ouest-africaine des services de propreté et d'environnement, et contribuer à des villes où les déchets deviennent des ressources et où chacun vit dans un cadre sain.",
        "To become West Africa's benchmark for cleaning and environmental services, and to help build cities where waste becomes a resource and everyone lives in a healthy environment.",
      ),
    },
    values: {
      title: l("Nos valeurs", "Our values"),
      intro: l(
        "Quatre principes guident chacune de nos interventions.",
        "Four principles guide every job we do.",
      ),
      items: [
        {
          key: "1",
          icon: "Award",
          title: l("Excellence", "Excellence"),
          description: l(
            "Un travail soigné, contrôlé et conforme aux protocoles d'hygiène.",
            "Careful, checked work that follows hygiene protocols.",
          ),
        },
        {
          key: "2",
          icon: "Leaf",
          title: l("Respect de l'environnement", "Respect for the environment"),
          description: l(
            "Des produits biodégradables et des déchets triés puis valorisés.",
            "Biodegradable products, and waste that is sorted and recovered.",
          ),
        },
        {
          key: "3",
          icon: "ShieldCheck",
          title: l("Intégrité", "Integrity"),
          description: l(
            "Des prix clairs, des engagements tenus et la discrétion chez nos clients.",
            "Clear prices, promises kept and discretion on our clients' premises.",
          ),
        },
        {
          key: "4",
          icon: "Handshake",
          title: l("Esprit d'équipe", "Team spirit"),
          description: l(
            "Des agents formés, respectés et fiers de leur métier.",
            "Trained, respected staff who take pride in their work.",
          ),
        },
      ],
    },
  },
  team: {
    title: l("Notre équipe", "Our team"),
    subtitle: l(
      "Des femmes et des hommes de terrain, encadrés par une direction engagée.",
      "Hands-on people, led by a committed management team.",
    ),
    joinText: l(
      "Vous partagez nos valeurs et souhaitez rejoindre une équipe qui a du sens ?",
      "Share our values and want to join a team that makes a difference?",
    ),
    joinButton: go(l("Rejoindre l'équipe", "Join the team"), "/contact"),
  },
  whyChooseUs: {
    title: l("Pourquoi nous faire confiance ?", "Why trust us?"),
    subtitle: l(
      "Ce que nos clients apprécient le plus chez nous.",
      "What our clients value most about working with us.",
    ),
    features: [
      {
        key: "1",
        icon: "Users",
        title: l("Personnel qualifié", "Qualified staff"),
        subtitle: l("Formé dans notre propre centre", "Trained in our own centre"),
      },
      {
        key: "2",
        icon: "Leaf",
        title: l("Produits écologiques", "Eco-friendly products"),
        subtitle: l("Biodégradables et fabriqués localement", "Biodegradable and made locally"),
      },
      {
        key: "3",
        icon: "Clock",
        title: l("Disponibilité 24 h/24", "Available 24/7"),
        subtitle: l("Service d'urgence 7 j/7", "Emergency service every day"),
      },
      {
        key: "4",
        icon: "ShieldCheck",
        title: l("Protocoles rigoureux", "Rigorous protocols"),
        subtitle: l("Normes d'hygiène respectées", "Hygiene standards strictly followed"),
      },
      {
        key: "5",
        icon: "BadgePercent",
        title: l("Tarifs transparents", "Transparent pricing"),
        subtitle: l("10 % sur la première commande", "10% off your first order"),
      },
      {
        key: "6",
        icon: "Award",
        title: l("Savoir-faire reconnu", "Recognised expertise"),
        subtitle: l(
          "{figure:awards} distinctions depuis notre création",
          "{figure:awards} awards since we started",
        ),
      },
    ],
    quoteButton: go(l("Demander un devis gratuit", "Get a free quote"), "/quote"),
  },
  cta: {
    title: l("Travaillons ensemble", "Let's work together"),
    text: l(
      "Parlez-nous de vos besoins : nous vous répondons sous {figure:quote-hours} avec une proposition adaptée.",
      "Tell us what you need: we'll reply within {figure:quote-hours} with a proposal that fits.",
    ),
    primary: go(l("Nous contacter", "Contact us"), "/contact"),
    secondary: go(l("Demander un devis", "Request a quote"), "/quote"),
  },
};
