/** The password-reset e-mail (bilingual: we do not know which language the account reads). */
export function passwordResetEmail(link: string) {
  return {
    subject: "Africa Clean — réinitialisation du mot de passe / password reset",
    text: [
      "Bonjour,",
      "",
      "Une réinitialisation du mot de passe de votre compte Africa Clean a été demandée. Ce lien est valable une heure et ne sert qu'une fois :",
      link,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      "",
      "Hello,",
      "",
      "A password reset was requested for your Africa Clean account. This link is valid for one hour and works once:",
      link,
      "If you did not ask for this, ignore this message.",
      "",
    ].join("\n"),
  };
}
