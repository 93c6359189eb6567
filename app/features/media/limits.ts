/** The largest picture accepted, checked by the browser before sending and by the server. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The longest description staff may give a picture in the library (as long as a page slot's). */
export const MAX_DESCRIPTION = 300;
