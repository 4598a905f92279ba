/*
 * How a captain's action carries an image (decision 065). Kept apart from the schemas (no zod): the
 * captain app's queue reads these in its first load, which keeps the schemas' library out (decision 061).
 */

/** The multipart field a captain's JSON body travels in beside its file (photo or signature). */
export const captainActionDataField = 'data';
/** The multipart field of the proof's or the failed attempt's one image. */
export const captainActionFileField = 'file';
/** The longest side, in pixels, the phone scales a photo down to before it is queued and sent. */
export const proofPhotoMaxSide = 1280;
