/** The largest picture accepted, checked by the browser before sending and by the server. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
