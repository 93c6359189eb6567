/** The address parameter that shows signed-in staff a page's draft: `/a-propos?apercu=brouillon`. */
export const PREVIEW_PARAM = "apercu";
export const PREVIEW_VALUE = "brouillon";
