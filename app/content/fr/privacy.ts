import { mailtoLink } from "../company";
import { retentionPhrase } from "../legal-facts";
import type { SiteFacts } from "../site-facts";
import type { LegalPageContent } from "../types";

/**
 * Confidentialité: what each form stores, why, where, who sees it, for how long, and the
 * visitor's rights (docs/product/privacy.md). The period is the one the retention job applies.
 */
export default function frPrivacy({ company, legal }: SiteFacts): LegalPageContent {
  const { name, address, email } = company;
  const period = retentionPhrase(legal.retentionMonths, "fr");
  return {
    meta: {
      title: "Confidentialité et données personnelles",
      description: `Ce que ${name} (Lomé, Togo) fait des données de ses formulaires : pourquoi, où, qui les voit, combien de temps (${period}) et vos droits.`,
    },
    title: "Confidentialité et données personnelles",
    intro: `Quand vous nous écrivez, demandez un devis ou laissez un témoignage, vous nous confiez des informations. Voici ce que nous en faisons, simplement.`,
    contentsLabel: "Sur cette page",
    sections: [
      {
        id: "responsable",
        heading: "Qui en est responsable",
        paragraphs: [
          `${name}, ${address.streetAddress}, ${address.country}. Pour toute question sur vos données : ${email}.`,
        ],
      },
      {
        id: "formulaires",
        heading: "Ce que nos formulaires recueillent",
        paragraphs: ["Seulement ce que vous tapez dans le formulaire :"],
        items: [
          "Formulaire de contact : prénom, nom, e-mail ou téléphone (ou les deux), et si vous les indiquez, entreprise, sujet, service, urgence ; votre message.",
          "Demande de devis : prénom, nom, e-mail ou téléphone (ou les deux), et si vous les indiquez, entreprise, surface, fréquence, budget, urgence, estimation choisie ; le type de service et la description de vos besoins.",
          "Témoignage : nom, e-mail ou téléphone (ou les deux), note et texte du témoignage.",
          "Avec chaque envoi : la langue de la page, la page d'où vous écrivez, le site ou la campagne qui vous a amené chez nous, le nom de votre navigateur et une empreinte chiffrée de votre adresse IP (pas l'adresse elle-même).",
        ],
      },
      {
        id: "finalites",
        heading: "Pourquoi",
        paragraphs: [
          "Pour vous répondre, préparer et suivre votre devis, vous envoyer un accusé de réception, et publier votre témoignage si notre équipe l'accepte. Les informations techniques servent à bloquer les envois abusifs et à savoir comment on nous trouve.",
          "Nous ne vendons ni ne prêtons vos données, et nous ne nous en servons pas pour de la publicité. Le site n'a pas de lettre d'information : vous n'êtes inscrit à aucune liste d'envoi.",
        ],
      },
      {
        id: "stockage",
        heading: "Où elles sont gardées",
        paragraphs: [
          "Dans la base de données du site, chez notre hébergeur (voir les mentions légales). Chaque envoi est aussi transmis par e-mail à la boîte de réception de l'équipe.",
        ],
        link: { label: "Voir les mentions légales", href: "/mentions-legales" },
      },
      {
        id: "acces",
        heading: "Qui les voit",
        paragraphs: [
          `Seuls les membres de l'équipe de ${name} qui ont un compte personnel, protégé par un mot de passe, les consultent dans l'espace privé du site.`,
          "Un témoignage publié montre à tous votre nom, votre note et votre texte ; jamais votre e-mail ni votre téléphone.",
        ],
      },
      {
        id: "duree",
        heading: "Combien de temps",
        paragraphs: [
          `Nous gardons vos demandes ${period} après leur envoi. Ensuite, elles sont anonymisées automatiquement : nom, e-mail, téléphone, entreprise et message sont effacés, de même que les e-mails qui les contenaient. Il ne reste que des faits sans lien avec vous (date, type de demande, service, suite donnée) pour nos statistiques.`,
          `Pour un témoignage, votre e-mail et votre téléphone sont effacés après le même délai. S'il est publié, votre nom et votre texte restent en ligne jusqu'à ce que vous nous demandiez de les retirer ; sinon, il est entièrement anonymisé.`,
          "Nos factures, avoirs et reçus de paiement font exception : la loi (l'Acte uniforme OHADA relatif au droit comptable) nous oblige à garder nos pièces comptables dix ans. Ils restent donc, même si vous demandez l'effacement de vos données ; votre nom, votre e-mail, votre téléphone et votre adresse y sont alors remplacés, seuls les montants et les dates restent.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: ["Pour ses visiteurs, le site dépose au plus deux petits cookies :"],
        items: [
          "« lng » retient la langue que vous avez choisie, pendant un an.",
          "« lead_src » retient pendant 30 jours le site ou la campagne par lequel vous êtes arrivé, pour l'indiquer avec votre demande.",
          "Aucun cookie publicitaire ni de mesure d'audience : les visites sont comptées sans cookie (voir plus bas). La carte de la page contact ne se charge, depuis OpenStreetMap, que si vous la demandez.",
        ],
      },
      {
        id: "visites",
        heading: "Les visites que nous comptons",
        paragraphs: [
          "Pour savoir ce qui amène nos clients, le serveur du site compte les pages lues, sans cookie, sans script et sans garder votre adresse IP. Pour chaque page : son adresse, sa langue, l'heure, le site ou la campagne d'où vient la visite, le type d'appareil (téléphone, tablette, ordinateur) et, si notre hébergeur l'indique, le pays.",
          "Pour compter un visiteur une seule fois dans la journée, votre adresse IP et le nom de votre navigateur sont mélangés à un code tiré au hasard chaque jour, puis chiffrés ; le code est effacé le lendemain, si bien que personne, pas même nous, ne peut ensuite vous reconnaître. Les pages lues sont gardées 90 jours, puis seulement les totaux de chaque jour.",
          "Ne sont pas comptés : les robots et les aperçus de liens, l'équipe connectée, les pages préchargées par le navigateur.",
        ],
      },
      {
        id: "droits",
        heading: "Vos droits",
        paragraphs: [
          "Vous pouvez demander à tout moment à voir les données que nous avons sur vous, à les faire corriger, à les recevoir dans un fichier ou à les faire effacer.",
          `Écrivez-nous à ${email} en indiquant l'adresse e-mail ou le numéro de téléphone utilisé dans le formulaire. Nous vous répondons dans un délai d'un mois au plus.`,
          "Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à l'autorité de protection des données personnelles de votre pays.",
        ],
        link: { label: email, href: mailtoLink(company, "Données personnelles") },
      },
    ],
    seeAlso: { label: "Mentions légales", href: "/mentions-legales" },
  };
}
