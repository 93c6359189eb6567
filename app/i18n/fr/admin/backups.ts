/** Backups: the daily automatic one and the download of a full backup. */
export const backups = {
  title: "Sauvegardes",
  intro:
    "Une sauvegarde contient tout le site : demandes, devis, articles, pages, photos, comptes. C'est le même fichier que la commande « npm run backup », qui se restaure avec « npm run restore ».",
  automatic: "Sauvegarde automatique",
  lastOk: "Dernière sauvegarde automatique : {date}, {size}.",
  lastFailed: "La dernière sauvegarde automatique a échoué le {date} : {reason}",
  lastOkBefore: "Dernière sauvegarde réussie : {date}.",
  stale:
    "Aucune sauvegarde automatique depuis plus d'un jour et demi : vérifiez que le serveur tourne et que son disque a de la place.",
  none: "Aucune sauvegarde automatique n'a encore été faite : la première se fera dans l'heure qui suit {hour} h.",
  off: "Les sauvegardes automatiques sont désactivées sur ce serveur (réglage BACKUP_HOUR). Téléchargez une sauvegarde régulièrement, ou demandez à votre hébergeur comment il sauvegarde la base de données.",
  schedule:
    "Chaque jour à partir de {hour} h (heure de Lomé), les 7 dernières étant gardées sur le serveur.",
  reasons: {
    DISK_FULL: "le disque du serveur est plein.",
    NO_ACCESS: "le serveur n'a pas le droit d'écrire dans son dossier de sauvegardes.",
    FAILED: "une erreur inattendue (voir le journal du serveur).",
  } as Record<string, string>,
  kept: "Sauvegardes gardées sur le serveur",
  keptNone: "Aucune sauvegarde n'est gardée sur le serveur.",
  keptAutomatic: "automatique",
  keptManual: "faite à la main",
  download: "Télécharger une sauvegarde complète",
  downloadHelp:
    "Le fichier est préparé à l'instant (quelques secondes). Il contient les mots de passe chiffrés et les coordonnées des clients : gardez-le en lieu sûr, hors du serveur.",
  lastDownload: "Dernier téléchargement : {date}, par {name}.",
  downloadFailed: "La sauvegarde n'a pas pu être préparée : {reason}",
};
