import type { Stored } from "../field-types";
import {
  group,
  icon,
  l,
  lines,
  link,
  list,
  paragraph,
  picture,
  text,
  type Fields,
  art,
  go,
} from "../fields";
import { CONCEPT_KEYS } from "../service-types";
import { callToAction, subtitle, title, meta } from "./shared";

const photo = (n: number) =>
  picture(l(`Photo ${n}`, `Photo ${n}`), 4 / 3, "(min-width: 1024px) 25vw, 50vw");

/** The services page (docs/product/screens.md#services). */
export const servicesFields = {
  meta,
  hero: group(l("En-tête", "Header"), {
    eyebrow: text(l("Surtitre", "Eyebrow"), 60),
    title: title(),
    description: paragraph(l("Texte", "Text"), 600),
    conceptsButton: link(l("Bouton « concepts »", "“Concepts” button")),
    formationsButton: link(l("Bouton « formations »", "“Trainings” button")),
  }),
  concepts: group(l("Les six concepts", "The six concepts"), {
    title: title(),
    subtitle: subtitle(),
    servicesTitle: text(l("Titre des prestations", "Services heading"), 60),
    benefitsTitle: text(l("Titre des avantages", "Benefits heading"), 60),
    items: list(
      l("Concepts", "Concepts"),
      {
        title: title(60),
        subtitle: text(l("Sous-titre", "Subtitle"), 80),
        description: paragraph(l("Description", "Description"), 800),
        services: lines(l("Prestations (une par ligne)", "Services (one per line)")),
        benefits: lines(l("Avantages (un par ligne)", "Benefits (one per line)")),
        stats: list(
          l("Chiffres du concept", "The concept's figures"),
          { value: text(l("Valeur", "Value"), 40), label: text(l("Libellé", "Label"), 60) },
          { max: 4, title: "label" },
        ),
        logo: picture(l("Logo", "Logo"), 1, "96px"),
        photo1: photo(1),
        photo2: photo(2),
        photo3: photo(3),
      },
      { min: 6, max: 6, title: "title", fixedKeys: CONCEPT_KEYS },
    ),
  }),
  formations: group(l("Formations", "Trainings"), {
    title: title(),
    subtitle: subtitle(),
    items: list(
      l("Formations", "Trainings"),
      {
        icon: icon(),
        title: title(100),
        duration: text(l("Durée", "Duration"), 40),
        description: paragraph(l("Description", "Description"), 500),
      },
      { min: 1, max: 12, title: "title" },
    ),
    contactText: text(l("Texte avant le téléphone", "Text before the phone"), 200),
  }),
  cta: group(l("Bandeau final", "Closing band"), callToAction),
} satisfies Fields;

/** The page as a new install shows it, in both languages. */
export const servicesSeed: Stored<typeof servicesFields> = {
  meta: {
    title: l(
      "Nos services de nettoyage et d'hygiène à Lomé",
      "Cleaning and hygiene services in Lomé",
    ),
    description: l(
      "Nettoyage pro, hygiène hospitalière, espaces verts, potagers bio, gestion des déchets d'événements et formations de techniciens à Lomé, Togo. Devis gratuit.",
      "Professional cleaning, hospital hygiene, green spaces, organic gardens, event waste management and technician training in Lomé, Togo. Get a free quote.",
    ),
  },
  hero: {
    eyebrow: l("Nos services", "Our services"),
    title: l(
      "Six concepts pour des espaces propres, sains et verts",
      "Six concepts for clean, healthy, green spaces",
    ),
    description: l(
      "Chaque concept réunit un savoir-faire, une équipe dédiée et des méthodes éprouvées. Nous formons aussi les techniciens de demain aux métiers de la propreté et de l'environnement.",
      "Each concept brings together specialist know-how, a dedicated team and proven methods. We also train the next generation of technicians in cleaning and environmental trades.",
    ),
    conceptsButton: go(l("Découvrir nos concepts", "Explore our concepts"), "#concepts"),
    formationsButton: go(l("Nos formations", "Our training courses"), "#formations"),
  },
  concepts: {
    title: l("Nos 6 Concepts", "Our 6 Concepts"),
    subtitle: l(
      "Choisissez le concept qui correspond à votre besoin, ou combinez-les : nous coordonnons tout.",
      "Pick the concept that fits your needs, or combine several: we coordinate everything.",
    ),
    servicesTitle: l("Nos prestations", "What we do"),
    benefitsTitle: l("Vos avantages", "What you get"),
    items: [
      {
        key: "nettoie-pro",
        title: l("Nettoie Pro", "Nettoie Pro"),
        subtitle: l("Nettoyage professionnel", "Professional cleaning"),
        description: l(
          "Entretien courant ou grand nettoyage de vos bureaux, commerces, logements et bâtiments neufs, avec du matériel professionnel et nos détergents biodégradables.",
          "Routine upkeep or deep cleaning of your offices, shops, homes and new buildings, with professional equipment and our own biodegradable detergents.",
        ),
        services: {
          fr: [
            "Entretien régulier de bureaux et de commerces",
            "Nettoyage de domiciles et de résidences",
            "Nettoyage de fin de chantier",
            "Lavage de vitres, y compris en hauteur",
            "Nettoyage de canapés, tapis et luminaires",
            "Transport et déménagement de mobilier",
          ],
          en: [
            "Regular office and shop cleaning",
            "Home and residential cleaning",
            "Post-construction cleaning",
            "Window cleaning, including at height",
            "Sofa, carpet and light fitting cleaning",
            "Furniture transport and removals",
          ],
        },
        benefits: {
          fr: [
            "Des agents formés et encadrés",
            "Des produits sans danger pour vos occupants",
            "Des horaires adaptés à votre activité",
            "Des tarifs dégressifs pour les contrats réguliers",
          ],
          en: [
            "Trained, supervised staff",
            "Products that are safe for the people in your building",
            "Schedules that fit around your business",
            "Lower rates on regular contracts",
          ],
        },
        stats: [
          {
            key: "1",
            value: l("{figure:clients}", "{figure:clients}"),
            label: l("clients servis", "clients served"),
          },
          {
            key: "2",
            value: l("24/7", "24/7"),
            label: l("service d'urgence", "emergency service"),
          },
          {
            key: "3",
            value: l("{figure:satisfaction}", "{figure:satisfaction}"),
            label: l("de satisfaction", "satisfaction"),
          },
        ],
        logo: art("logo-nettoie-pro", l("Logo Nettoie Pro", "Nettoie Pro logo")),
        photo1: art(
          "nettoie-pro-1",
          l("Agent nettoyant le sol d'un open space", "Cleaner mopping an open-plan office"),
        ),
        photo2: art(
          "nettoie-pro-2",
          l(
            "Laveur de vitres travaillant sur une façade vitrée",
            "Window cleaner working on a glass building front",
          ),
        ),
        photo3: art(
          "nettoie-pro-3",
          l(
            "Chariot de ménage chargé de produits Ecoclean, de seaux et d'un balai",
            "Cleaning trolley loaded with Ecoclean products, buckets and a mop",
          ),
        ),
      },
      {
        key: "sante-pro",
        title: l("Santé Pro", "Santé Pro"),
        subtitle: l("Hygiène des centres de santé", "Healthcare hygiene"),
        description: l(
          "Bio-nettoyage et désinfection des cliniques, cabinets médicaux, laboratoires et pharmacies, selon des protocoles stricts de prévention des infections.",
          "Biocleaning and disinfection of clinics, surgeries, laboratories and pharmacies, following strict infection prevention protocols.",
        ),
        services: {
          fr: [
            "Bio-nettoyage des chambres, blocs et salles de soins",
            "Désinfection des surfaces et des équipements",
            "Désinfection après un cas contagieux",
            "Dératisation et désinsectisation",
            "Gestion des déchets d'activités de soins",
          ],
          en: [
            "Biocleaning of wards, operating theatres and treatment rooms",
            "Disinfection of surfaces and equipment",
            "Disinfection after an infectious case",
            "Rodent and insect control",
            "Healthcare waste management",
          ],
        },
        benefits: {
          fr: [
            "Des agents spécialement formés à l'hygiène hospitalière",
            "Des protocoles écrits et une traçabilité des passages",
            "Une intervention d'urgence possible 24 h/24",
          ],
          en: [
            "Staff specially trained in hospital hygiene",
            "Written protocols and a log of every visit",
            "Emergency call-outs available 24/7",
          ],
        },
        stats: [
          {
            key: "1",
            value: l("24/7", "24/7"),
            label: l("astreinte désinfection", "on-call disinfection"),
          },
          {
            key: "2",
            value: l("3 semaines", "3 weeks"),
            label: l(
              "de formation spécifique pour nos agents",
              "of specialist training for our staff",
            ),
          },
          {
            key: "3",
            value: l("{price:zone4}", "{price:zone4}"),
            label: l("le m² en milieu hospitalier", "per m² in healthcare settings"),
          },
        ],
        logo: art("logo-sante-pro", l("Logo Santé Pro", "Santé Pro logo")),
        photo1: art(
          "sante-pro-1",
          l(
            "Agent d'hygiène masqué pulvérisant du désinfectant dans un couloir de clinique",
            "Masked hygiene technician spraying disinfectant in a clinic corridor",
          ),
        ),
        photo2: art(
          "sante-pro-2",
          l(
            "Agent d'hygiène masqué nettoyant une chambre d'hôpital, près du lit",
            "Masked hygiene technician cleaning a hospital room beside the bed",
          ),
        ),
        photo3: art(
          "sante-pro-3",
          l(
            "Lavage des mains au savon sous un robinet, à côté d'un distributeur",
            "Hands being washed with soap under a tap, next to a dispenser",
          ),
        ),
      },
      {
        key: "eco-jardin",
        title: l("Éco Jardin", "Éco Jardin"),
        subtitle: l("Création et entretien d'espaces verts", "Green space design and upkeep"),
        description: l(
          "Nous concevons, plantons et entretenons jardins, pelouses et espaces verts, en privilégiant des plantes adaptées au climat de Lomé et économes en eau.",
          "We design, plant and look after gardens, lawns and green spaces, choosing plants that suit Lomé's climate and need little water.",
        ),
        services: {
          fr: [
            "Conception et aménagement de jardins",
            "Engazonnement et plantations",
            "Tonte, taille et désherbage",
            "Évacuation et compostage des déchets verts",
          ],
          en: [
            "Garden design and landscaping",
            "Lawn laying and planting",
            "Mowing, pruning and weeding",
            "Green waste removal and composting",
          ],
        },
        benefits: {
          fr: [
            "Un cadre plus agréable pour vos clients et vos équipes",
            "Des plantes locales, résistantes et peu gourmandes en eau",
            "Un suivi de trois mois possible après la création",
          ],
          en: [
            "A more pleasant setting for your clients and staff",
            "Hardy local plants that need little water",
            "Optional three-month follow-up after planting",
          ],
        },
        stats: [
          {
            key: "1",
            value: l("3 mois", "3 months"),
            label: l("de suivi après la création", "of follow-up after planting"),
          },
          {
            key: "2",
            value: l("{price:maintenance}", "{price:maintenance}"),
            label: l("le m² pour l'entretien", "per m² for upkeep"),
          },
          {
            key: "3",
            value: l("4 semaines", "4 weeks"),
            label: l("de formation pour nos jardiniers", "of training for our gardeners"),
          },
        ],
        logo: art("logo-eco-jardin", l("Logo Éco Jardin", "Éco Jardin logo")),
        photo1: art(
          "eco-jardin-1",
          l(
            "Jardinier tondant la pelouse devant un bâtiment, entre les palmiers",
            "Gardener mowing the lawn in front of a building, between palm trees",
          ),
        ),
        photo2: art(
          "eco-jardin-2",
          l(
            "Jardinier taillant une haie, devant un parterre de fleurs",
            "Gardener trimming a hedge beside a flower bed",
          ),
        ),
        photo3: art(
          "eco-jardin-3",
          l(
            "Jardinier plantant un jeune arbre, un arrosoir à ses pieds",
            "Gardener planting a young tree, a watering can at his feet",
          ),
        ),
      },
      {
        key: "natura-potager",
        title: l("Natura Potager", "Natura Potager"),
        subtitle: l("Potagers biologiques", "Organic vegetable gardens"),
        description: l(
          "Nous installons des potagers biologiques chez vous, dans les écoles et en entreprise, et nous vous apprenons à les cultiver sans produits chimiques.",
          "We set up organic vegetable gardens at home, in schools and at work, and show you how to grow them without chemicals.",
        ),
        services: {
          fr: [
            "Étude du terrain et plan du potager",
            "Préparation du sol et compostage",
            "Fourniture de semences et de plants",
            "Suivi des cultures et conseils de récolte",
            "Ateliers de jardinage pour enfants et salariés",
          ],
          en: [
            "Site survey and garden plan",
            "Soil preparation and composting",
            "Seeds and seedlings supplied",
            "Crop follow-up and harvesting advice",
            "Gardening workshops for children and employees",
          ],
        },
        benefits: {
          fr: [
            "Des légumes frais et sains, récoltés sur place",
            "Vos déchets de cuisine transformés en compost",
            "Un projet pédagogique et fédérateur",
          ],
          en: [
            "Fresh, healthy vegetables grown on site",
            "Kitchen waste turned into compost",
            "A hands-on project that brings people together",
          ],
        },
        stats: [
          {
            key: "1",
            value: l("0", "0"),
            label: l("pesticide de synthèse", "synthetic pesticides"),
          },
          {
            key: "2",
            value: l("100 %", "100%"),
            label: l("engrais naturels et compost", "natural fertiliser and compost"),
          },
          {
            key: "3",
            value: l("Gratuite", "Free"),
            label: l("visite d'étude du terrain", "site survey visit"),
          },
        ],
        logo: art("logo-natura-potager", l("Logo Natura Potager", "Natura Potager logo")),
        photo1: art(
          "natura-potager-1",
          l(
            "Jardinière bêchant des planches de légumes sous un palmier",
            "Gardener hoeing vegetable beds under a palm tree",
          ),
        ),
        photo2: art(
          "natura-potager-2",
          l(
            "Panier de légumes fraîchement récoltés : tomates, chou, carotte",
            "Basket of freshly picked vegetables: tomatoes, cabbage, a carrot",
          ),
        ),
        photo3: art(
          "natura-potager-3",
          l(
            "Jardinier arrosant des plants de tomates, près de cagettes en bois",
            "Gardener watering tomato plants beside wooden crates",
          ),
        ),
      },
      {
        key: "eco-event",
        title: l("Éco Event", "Éco Event"),
        subtitle: l(
          "Gestion écologique des déchets d'événements",
          "Eco-friendly event waste management",
        ),
        description: l(
          "Mariages, concerts, salons, conférences : nous installons des points de tri, collectons les déchets pendant l'événement et les orientons vers des filières de valorisation.",
          "Weddings, concerts, trade fairs, conferences: we set up sorting points, collect waste throughout the event and send it on to be recycled or recovered.",
        ),
        services: {
          fr: [
            "Plan de gestion des déchets avant l'événement",
            "Installation de stations de tri Ecotrash",
            "Collecte continue pendant l'événement",
            "Évacuation et valorisation des déchets triés",
            "Sensibilisation du public par nos éco-agents",
          ],
          en: [
            "A waste management plan ahead of the event",
            "Ecotrash sorting stations installed on site",
            "Continuous collection during the event",
            "Removal and recovery of sorted waste",
            "Our eco-stewards helping guests sort their waste",
          ],
        },
        benefits: {
          fr: [
            "Un site propre du début à la fin",
            "Une image responsable auprès de vos invités et partenaires",
            "Un bilan des déchets collectés après l'événement",
          ],
          en: [
            "A clean site from start to finish",
            "A responsible image with your guests and partners",
            "A report on the waste collected after the event",
          ],
        },
        stats: [
          {
            key: "1",
            value: l("3", "3"),
            label: l(
              "flux de tri : plastiques, organiques, autres",
              "waste streams: plastics, organic, other",
            ),
          },
          {
            key: "2",
            value: l("0", "0"),
            label: l("déchet laissé sur le site", "waste left on site"),
          },
          {
            key: "3",
            value: l("1", "1"),
            label: l("bilan remis après l'événement", "report delivered after the event"),
          },
        ],
        logo: art("logo-eco-event", l("Logo Éco Event", "Éco Event logo")),
        photo1: art(
          "eco-event-1",
          l(
            "Éco-agent à côté de trois bacs de tri sous un chapiteau de festival",
            "Eco-steward beside three recycling bins under a festival tent",
          ),
        ),
        photo2: art(
          "eco-event-2",
          l(
            "Buffet sous un chapiteau, avec fontaine à eau et gobelets réutilisables, tenu par une éco-agente",
            "Buffet under a tent with a water fountain and reusable cups, run by an eco-steward",
          ),
        ),
        photo3: art(
          "eco-event-3",
          l(
            "Deux éco-agents portant des sacs de déchets triés près des bacs de tri",
            "Two eco-stewards carrying bags of sorted waste beside the recycling bins",
          ),
        ),
      },
      {
        key: "nettoie-event",
        title: l("Nettoie Event", "Nettoie Event"),
        subtitle: l("Nettoyage d'événements", "Event cleaning"),
        description: l(
          "Avant, pendant et après votre événement, nos équipes s'occupent de la propreté des lieux pour que vous puissiez vous consacrer à vos invités.",
          "Before, during and after your event, our teams keep the venue spotless so you can focus on your guests.",
        ),
        services: {
          fr: [
            "Préparation et nettoyage des lieux avant l'ouverture",
            "Entretien des sanitaires pendant l'événement",
            "Ramassage continu des déchets",
            "Remise en état complète après l'événement",
          ],
          en: [
            "Venue preparation and cleaning before doors open",
            "Toilet upkeep throughout the event",
            "Continuous litter picking",
            "Full clean-up after the event",
          ],
        },
        benefits: {
          fr: [
            "Une équipe discrète et en tenue",
            "Des lieux rendus propres au propriétaire",
            "Un interlocuteur unique du montage au démontage",
          ],
          en: [
            "A discreet, uniformed team",
            "The venue handed back clean to its owner",
            "One point of contact from set-up to take-down",
          ],
        },
        stats: [
          {
            key: "1",
            value: l("Avant", "Before"),
            label: l("préparation des lieux", "venue preparation"),
          },
          {
            key: "2",
            value: l("Pendant", "During"),
            label: l("propreté continue", "ongoing cleaning"),
          },
          {
            key: "3",
            value: l("Après", "After"),
            label: l("remise en état complète", "full clean-up"),
          },
        ],
        logo: art("logo-nettoie-event", l("Logo Nettoie Event", "Nettoie Event logo")),
        photo1: art(
          "nettoie-event-1",
          l(
            "Agent balayant le sol entre deux chapiteaux de fête",
            "Staff member sweeping the ground between two party tents",
          ),
        ),
        photo2: art(
          "nettoie-event-2",
          l(
            "Agente lavant le sol d'une salle de réception entre les tables",
            "Staff member mopping a reception hall floor between the tables",
          ),
        ),
        photo3: art(
          "nettoie-event-3",
          l(
            "Agent près d'une station de désinfection des mains, à côté d'un chapiteau",
            "Staff member at a hand-sanitising station beside a tent",
          ),
        ),
      },
    ],
  },
  formations: {
    title: l("Nos formations", "Our training courses"),
    subtitle: l(
      "Des formations pratiques pour apprendre un métier d'avenir, encadrées par nos techniciens expérimentés.",
      "Hands-on courses to learn a trade with a future, taught by our experienced technicians.",
    ),
    items: [
      {
        key: "agent-nettoyage",
        icon: "Sparkle",
        title: l("Agent de nettoyage professionnel", "Professional cleaning operative"),
        duration: l("2 semaines", "2 weeks"),
        description: l(
          "Techniques et matériel de nettoyage, produits et dosages, sécurité et relation client.",
          "Cleaning techniques and equipment, products and dilution, safety and customer care.",
        ),
      },
      {
        key: "agent-hygiene-hospitaliere",
        icon: "HeartPulse",
        title: l("Agent d'hygiène hospitalière", "Hospital hygiene operative"),
        duration: l("3 semaines", "3 weeks"),
        description: l(
          "Bio-nettoyage, désinfection, prévention des infections et gestion des déchets de soins.",
          "Biocleaning, disinfection, infection prevention and healthcare waste management.",
        ),
      },
      {
        key: "jardinier-paysagiste",
        icon: "Sprout",
        title: l("Jardinier paysagiste", "Gardener and landscaper"),
        duration: l("4 semaines", "4 weeks"),
        description: l(
          "Plantation, entretien des espaces verts, compostage et bases du maraîchage biologique.",
          "Planting, green space upkeep, composting and the basics of organic market gardening.",
        ),
      },
    ],
    contactText: l(
      "Pour connaître les prochaines sessions et vous inscrire :",
      "To find out about upcoming sessions and sign up:",
    ),
  },
  cta: {
    title: l("Un besoin précis ? Parlons-en", "Have a specific need? Let's talk"),
    text: l(
      "Décrivez-nous votre projet : vous recevez un devis gratuit sous {figure:quote-hours}, avec 10 % sur votre première commande.",
      "Tell us about your project: you'll get a free quote within {figure:quote-hours}, plus 10% off your first order.",
    ),
    primary: go(l("Demander un devis gratuit", "Get a free quote"), "/quote"),
    secondary: go(l("Nous contacter", "Contact us"), "/contact"),
  },
};
