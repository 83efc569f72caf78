/** The hidden field a writing form's one-time token travels in (decision 022). */
export const RESEND_FIELD = "_once";
