/**
 * The password-reset e-mail (bilingual: we do not know which language the account reads);
 * `company` is the name set in the admin.
 */
export function passwordResetEmail(link: string, company: string) {
  return {
    subject: `${company} — réinitialisation du mot de passe / password reset`,
    text: [
      "Bonjour,",
      "",
      `Une réinitialisation du mot de passe de votre compte ${company} a été demandée. Ce lien est valable une heure et ne sert qu'une fois :`,
      link,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      "",
      "Hello,",
      "",
      `A password reset was requested for your ${company} account. This link is valid for one hour and works once:`,
      link,
      "If you did not ask for this, ignore this message.",
      "",
    ].join("\n"),
  };
}

/**
 * The invitation to a new team member (bilingual, like the reset): a single-use link to choose
 * their own password, so nobody hands out a password by hand.
 */
export function invitationEmail(link: string, company: string, invitedBy: string, days: number) {
  return {
    subject: `${company} — invitation à l'espace d'administration / admin invitation`,
    text: [
      "Bonjour,",
      "",
      `${invitedBy} vous a créé un compte dans l'espace d'administration de ${company}. Choisissez votre mot de passe avec ce lien, valable ${days} jours et utilisable une seule fois :`,
      link,
      "",
      "Hello,",
      "",
      `${invitedBy} created an account for you in the ${company} admin area. Choose your password with this link, valid for ${days} days and usable once:`,
      link,
      "",
    ].join("\n"),
  };
}
