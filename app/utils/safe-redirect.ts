import { z } from "zod";

/** A same-site path to return to after a form: "/fr-FR/flight?x=1", never "//evil.example" or "https://...". */
export const SafePathSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith("/") && !value.startsWith("//") && !value.includes("\\"), {
    message: "errors.invalid",
  })
  .catch("/");
