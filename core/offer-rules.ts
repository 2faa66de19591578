/**
 * Rules of a business's offer that the offer form and the server share (decision 021), so the
 * form's count of pictures and the server's refusal cannot drift apart.
 */

/** An offer shows at most this many pictures of its own. */
export const MAX_OFFER_IMAGES = 4;
