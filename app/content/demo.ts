/**
 * Demo content of a fresh install (docs/decisions/012-owner-edited-content.md): invented names
 * and people that show what the site looks like full. Each is stored with `is_demo = 1`, removed
 * in one action from the dashboard, and never seeded twice.
 */

/** Clients of the logo ticker (11) and partners (5): invented names of Lomé organisations. */
export const clients = [
  "Clinique Horizon Santé",
  "Hôtel Lagune Bleue",
  "Résidence Les Flamboyants",
  "Complexe Scolaire Les Rôniers",
  "Cabinet Médical Bè-Santé",
  "Espace Événementiel Le Baobab",
  "Supérette Avédji Plus",
  "Sika Habitat Immobilier",
  "Imprimerie Nouvelle Aurore",
  "Entrepôts Logistiques d'Adakpamé",
  "Cabinet Amévor & Associés",
] as const;

export const partners = [
  "Réseau Lomé Zéro Déchet",
  "Coopérative Maraîchère de Légbassito",
  "Atelier Recycl'Art Togo",
  "Institut Ouest-Africain des Métiers de l'Hygiène",
  "Association Jardins Solidaires du Golfe",
] as const;

/**
 * The invented leader of the About page, in both languages. Her texts are the owner's to edit in
 * the admin once seeded, so they do not name the company: a renamed company would keep the old
 * name in them.
 */
export const DEMO_LEADER = {
  name: "Akossiwa Dogbé",
  roleFr: "Fondatrice & Directrice Générale",
  roleEn: "Founder & Managing Director",
  photoBuiltin: "team-leader",
  phone: "+228 90 00 00 00",
  email: "contact@africaclean.tg",
  educationFr: [
    "Master en gestion de l'environnement et développement durable",
    "Licence en biologie appliquée",
    "Certificat en hygiène, qualité et sécurité",
  ].join("\n"),
  educationEn: [
    "Master's degree in environmental management and sustainable development",
    "Bachelor's degree in applied biology",
    "Certificate in health, safety and quality",
  ].join("\n"),
  trainingFr: [
    "Hygiène hospitalière et prévention des infections",
    "Gestion et valorisation des déchets solides",
    "Agroécologie et maraîchage biologique",
    "Management d'équipe et entrepreneuriat",
  ].join("\n"),
  trainingEn: [
    "Hospital hygiene and infection prevention",
    "Solid waste management and recovery",
    "Agroecology and organic market gardening",
    "Team management and entrepreneurship",
  ].join("\n"),
  experienceFr:
    "Plus de 6 ans à la tête de l'entreprise, après plusieurs années dans l'assainissement urbain. Elle a conçu nos six concepts de services, lancé nos gammes de produits écologiques et créé notre programme de formation de techniciens.",
  experienceEn:
    "More than 6 years at the head of the company, after several years in urban sanitation. She designed our six service concepts, launched our eco-friendly product ranges and set up our technician training programme.",
};
