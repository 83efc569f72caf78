// What a file is, read from its first bytes (magic numbers), never from its name or the browser's word: the only
// types Tern keeps are PDF, JPEG and PNG (DESIGN.md, uploads), 5 MB each.

export const UPLOAD_TYPES = { pdf: "application/pdf", jpeg: "image/jpeg", png: "image/png" } as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const SIGNATURES: Array<[UploadType, number[]]> = [
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The type its bytes say it is, or null for anything else (HTML, a script, an archive). */
export function sniff(bytes: Uint8Array): UploadType | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}

const BY_EXTENSION: Readonly<Record<string, UploadType>> = { pdf: "pdf", jpg: "jpeg", jpeg: "jpeg", png: "png" };
const BY_MEDIA_TYPE: Readonly<Record<string, UploadType>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/png": "png",
};

// Markup, quotes of an attribute, or control characters in a name: a name is never shown, but one built to be
// shown somewhere is refused.
const UNSAFE_NAME = /[<>"`\\\p{Cc}]/u;

/** Why a file is refused: its size, name or type here; "active" and "unreadable" come from reading a PDF. */
export type UploadRefusal = "empty" | "too_large" | "name" | "type" | "mismatch" | "active" | "unreadable";

/**
 * Whether a file may be kept for a slot that accepts `accepts`: its size, a name without markup, its bytes one of the
 * accepted types, and what its name and the browser claim agreeing with its bytes (a PNG renamed .pdf is refused).
 * What a PDF holds is then read by parsing it (storeUpload, the documents Worker's pdf-inspect.server.ts).
 */
export function checkUpload(
  file: { name: string; type: string; bytes: Uint8Array },
  accepts: readonly UploadType[],
): { ok: true; type: UploadType } | { ok: false; reason: UploadRefusal } {
  if (file.bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: "too_large" };
  if (file.name.length > 200 || UNSAFE_NAME.test(file.name)) return { ok: false, reason: "name" };
  const type = sniff(file.bytes);
  if (!type || !accepts.includes(type)) return { ok: false, reason: "type" };
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byName = extension ? BY_EXTENSION[extension] : undefined;
  const claimed = file.type && file.type !== "application/octet-stream" ? BY_MEDIA_TYPE[file.type] : undefined;
  if ((extension && byName !== type) || (file.type && file.type !== "application/octet-stream" && claimed !== type)) {
    return { ok: false, reason: "mismatch" };
  }
  return { ok: true, type };
}
