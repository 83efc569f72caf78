// The widths an owner's photo is kept and served at (decision 029): known to the stays pages, which offer them in
// `srcset`, and to the documents Worker, which makes them (relative imports only: it is bundled on its own).

/** Twice the gallery's and listing's width for sharp screens, the gallery's, and a phone's thumbnail. */
export const PHOTO_WIDTHS = [960, 480, 320] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
