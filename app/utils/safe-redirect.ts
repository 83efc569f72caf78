import { z } from "zod";

/** C0 and C1 controls, DEL, and the line and paragraph separators: never part of a path a browser should follow. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const BASE = "https://tern.invalid";

/**
 * A same-site path to return to after a form: "/fr-FR/flight?x=1", never "//evil.example", "https://...", or
 * "/\t/evil.example" (a browser drops the tab and reads a protocol-relative URL). The value is resolved the way a
 * browser resolves a Location header, and only a path on our own origin is kept; anything else is "/".
 */
export function safePath(value: string): string | null {
  if (CONTROL_CHARACTERS.test(value) || value.includes("\\") || !value.startsWith("/") || value.startsWith("//")) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}

export const SafePathSchema = z
  .string()
  .trim()
  .max(2048)
  .transform((value, ctx) => {
    const path = safePath(value);
    if (path === null) {
      ctx.addIssue({ code: "custom", message: "errors.invalid" });
      return z.NEVER;
    }
    return path;
  })
  .catch("/");
