// The company's own data: settings, prices, team, clients, gallery, privacy settings, and the
// cached copy pages read.
// Server-only entry: what loaders, actions and server code use.
export { bumpContentVersion } from "./content-version.server";
export { demoCounts, type DemoCounts, removeDemoContent } from "./demo.server";
export {
  addAlbum,
  addPhotos,
  type GalleryAlbum,
  type GalleryPhoto,
  listAlbums,
  photoAlbum,
  removeAlbum,
  removePhoto,
  updateAlbum,
  updatePhoto,
} from "./gallery.server";
export {
  addPartner,
  listPartners,
  type Partner,
  type PartnerKind,
  removePartner,
  updatePartner,
} from "./partners.server";
export {
  partnerFields,
  partnerKind,
  storePicture,
  teamMemberFields,
  teamMemberOf,
} from "./people-form.server";
export { applyIntent, readDraft, validateDraft } from "./price-form.server";
export { readPriceGrid, savePriceGrid, savePriceGridIn } from "./prices.server";
export {
  privacySettingsSchema,
  readPrivacySettings,
  savePrivacySettings,
} from "./privacy-settings.server";
export { editPublicContent } from "./public-edit.server";
export { companySettingsSchema, settingsFromForm } from "./settings-schema.server";
export { readMenus, saveMenus } from "./menus.server";
export { readBrand, saveBrand, type BrandPictures } from "./brand.server";
export { readSettings, saveSettings, settingsChanges } from "./settings.server";
export {
  currentSiteData,
  getSiteData,
  invalidateSiteData,
  type SiteData,
} from "./site-data.server";
export {
  addTeamMember,
  listTeam,
  moveRow,
  removeTeamMember,
  type TeamMember,
  updateTeamMember,
} from "./team.server";
export { readSettingsDocument } from "./settings-documents.server";
