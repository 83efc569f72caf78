import { z } from "zod";
import { PHOTO_WIDTHS } from "../hotels/photo-widths";

// What an owner's photo becomes (decision 029), known to the main Worker; the decoding and encoding themselves run in
// the documents Worker (photo-pipeline.ts, decision 023), which keeps them out of the main Worker's bundle.

export { PHOTO_WIDTHS };

export const PHOTO_REFUSALS = [
  "empty",
  "too_large",
  "name",
  "type",
  "mismatch",
  "active",
  "unreadable",
  "too_many_pixels",
] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];

/** The photo at each of PHOTO_WIDTHS as a fresh JPEG (base64 over the binding), or why it is refused. */
export const MadePhotoSchema = z.union([
  z.object({
    ok: z.literal(true),
    sizes: z.array(z.object({ width: z.number().int(), height: z.number().int(), jpeg: z.base64() })),
  }),
  z.object({ ok: z.literal(false), reason: z.enum(PHOTO_REFUSALS) }),
]);

export type PhotoFile = { name: string; type: string; bytes: Uint8Array };
export type MadePhoto =
  | { ok: true; sizes: Array<{ width: number; height: number; bytes: Uint8Array }> }
  | { ok: false; reason: PhotoRefusal };
/** Makes an uploaded photo safe: the documents Worker's, reached through the DOCUMENTS binding (services.server.ts). */
export type MakePhoto = (file: PhotoFile) => Promise<MadePhoto>;
