import { figures, formatPercent, frenchOf } from "../company";
import type { SiteFacts } from "../site-facts";
import type { AboutContent } from "../types";

export default function frAbout({ company }: SiteFacts): AboutContent {
  return {
    meta: {
      title: "À propos : notre histoire et notre équipe",
      description: `Découvrez ${company.name}, entreprise de nettoyage et d'éco-services basée à Djidjolé, Lomé : {figure:years} d'expérience, {figure:awards} distinctions, une équipe formée.`,
    },
    hero: {
      title: `À propos ${frenchOf(company.name)}`,
      description:
        "Une entreprise togolaise qui fait de la propreté, de l'hygiène et de l'écologie un seul et même métier, au service des familles, des entreprises et des établissements de santé.",
      slogan: "Propre aujourd'hui, durable demain.",
      image: {
        name: "about-hero",
        alt: `Cinq membres de l'équipe ${company.name} en tenue verte devant leurs locaux et leur camionnette, entre les palmiers`,
      },
      stats: [
        { value: "{figure:years}", label: "d'expérience" },
        { value: "{figure:clients}", label: "clients servis" },
        { value: "{figure:awards}", label: "distinctions" },
        { value: "{figure:satisfaction}", label: "de satisfaction" },
      ],
      historyButton: { label: "Notre histoire", href: "#histoire" },
      teamButton: { label: "Notre équipe", href: "#equipe" },
    },
    summary: {
      title: "Qui sommes-nous ?",
      paragraphs: [
        `${company.name} est née à Lomé d'une conviction simple : un cadre de vie propre protège la santé, et il peut l'être sans abîmer l'environnement. Depuis notre siège de Djidjolé, nous intervenons dans tout le Togo et en Afrique de l'Ouest.`,
        "Nettoyage professionnel, hygiène hospitalière, espaces verts, potagers biologiques, propreté des événements, transport et déménagement : nos équipes couvrent tout le cycle de la propreté, de l'entretien quotidien à la valorisation des déchets.",
        "Nous fabriquons aussi nos propres produits, des poubelles issues du recyclage et des détergents biodégradables, et nous formons chaque année de nouveaux techniciens aux métiers de l'hygiène et du jardinage.",
      ],
    },
    history: {
      id: "histoire",
      title: "Notre histoire",
      subtitle: "D'une petite équipe de quartier à une référence des éco-services à Lomé.",
      highlights: [
        {
          icon: "Lightbulb",
          title: "Nos débuts",
          subtitle: "Une idée née à Djidjolé",
          description:
            "Quelques agents, un matériel réduit et beaucoup d'exigence : nos premiers clients étaient des bureaux et des familles du quartier, séduits par un travail soigné et des produits sans danger.",
        },
        {
          icon: "Target",
          title: "Aujourd'hui",
          subtitle: "{figure:clients} clients accompagnés",
          description:
            "Six concepts de services, deux gammes de produits écologiques et un centre de formation : nous avons grandi sans jamais perdre de vue la qualité de chaque intervention.",
        },
      ],
      timelineTitle: "Nos distinctions",
      achievements: [
        {
          year: 2019,
          title: "Prix de la jeune entreprise verte",
          description:
            "Récompense notre modèle alliant services de propreté et produits écologiques dès notre première année.",
          organisation: "Forum Lomé Éco-Entreprendre",
          color: "#16a34a",
        },
        {
          year: 2020,
          title: "Mention spéciale hygiène et prévention",
          description:
            "Saluant notre mobilisation pour la désinfection des lieux recevant du public pendant la crise sanitaire.",
          organisation: "Association des Professionnels de l'Hygiène du Golfe",
          color: "#0e7490",
        },
        {
          year: 2022,
          title: "Trophée de l'innovation circulaire",
          description:
            "Décerné à nos poubelles Ecotrash, fabriquées à partir de matériaux recyclés et de déchets électroniques.",
          organisation: "Salon Ouest-Africain de l'Économie Circulaire",
          color: "#a16207",
        },
        {
          year: 2023,
          title: "Label entreprise citoyenne",
          description:
            "Pour nos formations qualifiantes destinées aux jeunes et nos actions de salubrité dans les quartiers.",
          organisation: "Réseau des Entreprises Engagées du Togo",
          color: "#7c3aed",
        },
        {
          year: 2025,
          title: "Prix d'excellence des services environnementaux",
          description:
            "Récompense l'ensemble de nos activités et la satisfaction constante de nos clients.",
          organisation: "Trophées Afrique Propre & Durable",
          color: "#c2410c",
        },
      ],
    },
    missionVisionValues: {
      title: "Ce qui nous anime",
      tabs: { mission: "Mission", vision: "Vision", values: "Valeurs" },
      mission: {
        title: "Notre mission",
        text: "Offrir à chaque client des espaces propres, sains et accueillants grâce à des services fiables, des produits respectueux de l'environnement et des équipes formées, tout en créant des emplois qualifiés au Togo.",
      },
      vision: {
        title: "Notre vision",
        text: "Devenir la référence ouest-africaine des services de propreté et d'environnement, et contribuer à des villes où les déchets deviennent des ressources et où chacun vit dans un cadre sain.",
      },
      values: {
        title: "Nos valeurs",
        intro: "Quatre principes guident chacune de nos interventions.",
        items: [
          {
            icon: "Award",
            title: "Excellence",
            description: "Un travail soigné, contrôlé et conforme aux protocoles d'hygiène.",
            color: "#15803d",
          },
          {
            icon: "Leaf",
            title: "Respect de l'environnement",
            description: "Des produits biodégradables et des déchets triés puis valorisés.",
            color: "#4d7c0f",
          },
          {
            icon: "ShieldCheck",
            title: "Intégrité",
            description:
              "Des prix clairs, des engagements tenus et la discrétion chez nos clients.",
            color: "#0e7490",
          },
          {
            icon: "Handshake",
            title: "Esprit d'équipe",
            description: "Des agents formés, respectés et fiers de leur métier.",
            color: "#c2410c",
          },
        ],
      },
    },
    team: {
      id: "equipe",
      title: "Notre équipe",
      subtitle: "Des femmes et des hommes de terrain, encadrés par une direction engagée.",
      labels: {
        education: "Formation académique",
        training: "Formations complémentaires",
        experience: "Expérience",
        /** "{name}" is the member's name */
        photoAlt: "Portrait de {name}",
        empty: "Notre équipe se présente bientôt ici.",
      },
      joinText: "Vous partagez nos valeurs et souhaitez rejoindre une équipe qui a du sens ?",
      joinButton: { label: "Rejoindre l'équipe", href: "/contact" },
    },
    whyChooseUs: {
      title: "Pourquoi nous faire confiance ?",
      subtitle: "Ce que nos clients apprécient le plus chez nous.",
      features: [
        { icon: "Users", title: "Personnel qualifié", subtitle: "Formé dans notre propre centre" },
        {
          icon: "Leaf",
          title: "Produits écologiques",
          subtitle: "Biodégradables et fabriqués localement",
        },
        { icon: "Clock", title: "Disponibilité 24 h/24", subtitle: "Service d'urgence 7 j/7" },
        {
          icon: "ShieldCheck",
          title: "Protocoles rigoureux",
          subtitle: "Normes d'hygiène respectées",
        },
        {
          icon: "BadgePercent",
          title: "Tarifs transparents",
          subtitle: `${formatPercent(figures.firstOrderDiscountPercent, "fr")} sur la première commande`,
        },
        {
          icon: "Award",
          title: "Savoir-faire reconnu",
          subtitle: "{figure:awards} distinctions depuis notre création",
        },
      ],
      quoteButton: { label: "Demander un devis gratuit", href: "/quote" },
    },
    cta: {
      title: "Travaillons ensemble",
      text: "Parlez-nous de vos besoins : nous vous répondons sous {figure:quote-hours} avec une proposition adaptée.",
      primary: { label: "Nous contacter", href: "/contact" },
      secondary: { label: "Demander un devis", href: "/quote" },
    },
  };
}
