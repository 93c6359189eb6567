export { answerDevis, type AnswerOutcome, findByToken, recordOpening } from "./answer.server";
export {
  acceptedBefore,
  createDevis,
  deleteDraft,
  devisReference,
  getDevis,
  saveDraft,
  withdrawDevis,
} from "./devis.server";
export { devisPdf } from "./documents.server";
export { devisFonts, unprintable } from "./font.server";
export { devisCompany } from "./identity.server";
export { loadDevisPage } from "./editor-page.server";
export { devisGate, TOO_MANY_TEXT } from "./gate.server";
export { devisPath, unsealToken } from "./link.server";
export { listDevis } from "./list.server";
export { devisFileName, renderDevisPdf } from "./pdf.server";
export { GREY, MARGIN, WIDTH } from "./pdf-sections.server";
export { anonymiseDevis, devisOfPerson } from "./privacy.server";
export { sendDevis } from "./send.server";
export { devisSettingsSchema, readDevisSettings, saveDevisSettings } from "./settings.server";
export { checkDraft } from "./validate.server";
export { devisForRequest, reviseDevis } from "./versions.server";
