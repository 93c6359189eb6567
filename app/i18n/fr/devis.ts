/**
 * What the client reads of a devis, in French: the PDF, the e-mail, the WhatsApp message and
 * the page behind the private link. English has the same shape (en/devis.ts); `{name}` placeholders
 * are filled with `fillTemplate`, amounts and dates by `Intl`.
 */
export const devis = {
  document: {
    title: "Devis",
    reference: "Devis n° {reference}",
    issued: "Établi le {date}",
    validUntil: "Valable jusqu'au {date}",
    client: "Client",
    columns: {
      label: "Désignation",
      quantity: "Quantité",
      unit: "Unité",
      unitPrice: "Prix unitaire",
      total: "Montant",
    },
    subtotal: "Sous-total",
    discount: "Réduction première commande ({percent})",
    vat: "TVA ({rate})",
    noVat: "TVA non applicable",
    total: "Total à payer",
    paymentTerms: "Conditions de paiement",
    note: "Remarques",
    acceptance: "Pour accepter ce devis, ouvrez le lien reçu par e-mail ou contactez-nous.",
    inWords: "Arrêté le présent devis à la somme de {words}.",
    paymentDetails: "Coordonnées de paiement",
    bank: "Banque : {value}",
    account: "Compte (IBAN / RIB) : {value}",
    tmoney: "T-Money : {value}",
    flooz: "Flooz : {value}",
    approval: "Bon pour accord",
    approvalHint:
      "Date, nom, signature et cachet du client, précédés de la mention « Bon pour accord »",
    approvalDate: "Date :",
    approvalSignature: "Signature :",
    acceptedOnline: "Accepté le {date} par {name} (en ligne, avec le lien du devis).",
    page: "Page {page} sur {pages}",
    registration: "Immatriculation : {registration}",
  },
  units: {
    m2: { one: "m²", other: "m²" },
    item: { one: "pièce", other: "pièces" },
    bulb: { one: "ampoule", other: "ampoules" },
    unit: { one: "unité", other: "unités" },
    litre: { one: "litre", other: "litres" },
    kg: { one: "kg", other: "kg" },
    hour: { one: "heure", other: "heures" },
    day: { one: "jour", other: "jours" },
    visit: { one: "passage", other: "passages" },
  },
  email: {
    subject: "Votre devis {reference} – {company}",
    body: "Bonjour {name},\n\nMerci pour votre demande. Vous trouverez ci-joint notre devis {reference} d'un montant de {total}, valable jusqu'au {date}.\n\nVous pouvez le lire et l'accepter en ligne, depuis votre téléphone :\n{link}\n\nUne question ? Répondez simplement à ce message.",
    sign: "Cordialement,\nL'équipe {company}",
  },
  whatsapp:
    "Bonjour {name}, voici votre devis {reference} de {company} ({total}), valable jusqu'au {date} : {link}",
  page: {
    title: "Devis {reference}",
    from: "De la part de {company}",
    download: "Télécharger le devis (PDF)",
    accept: "Accepter ce devis",
    acceptIntro: "Pour accepter, écrivez votre nom et cochez la case.",
    nameLabel: "Votre nom et prénom",
    agree: "J'accepte ce devis, ses montants et ses conditions de paiement.",
    confirmAccept: "Confirmer mon accord",
    decline: "Décliner",
    declineIntro:
      "Vous pouvez nous dire pourquoi (facultatif) : cela nous aide à mieux vous servir.",
    reasonLabel: "Raison (facultatif)",
    confirmDecline: "Décliner ce devis",
    accepted:
      "Vous avez accepté ce devis le {date}, au nom de {name}. Merci ! Nous vous contactons pour convenir de la date d'intervention.",
    declined: "Vous avez décliné ce devis le {date}. Merci de nous avoir répondu.",
    expired:
      "Ce devis a expiré le {date} : il ne peut plus être accepté. Contactez-nous pour un nouveau devis.",
    replaced: "Ce devis a été remplacé par une nouvelle version.",
    replacedLink: "Voir la nouvelle version",
    withdrawn: "Ce devis a été retiré par {company}. Contactez-nous pour en savoir plus.",
    contact: "Une question ? Appelez-nous au {phone} ou écrivez à {email}.",
    problems: {
      name: "Écrivez votre nom pour accepter.",
      agree: "Cochez la case pour confirmer votre accord.",
      tooLong: "Ce texte est trop long.",
      glyphs:
        "Ce nom contient des caractères que le devis ne peut pas imprimer : écrivez-le en lettres latines.",
    },
    tooMany: "Trop de demandes en peu de temps. Réessayez dans quelques minutes.",
  },
};
