import { signature, signatureMatches } from "~/lib/signer";
import { z } from "zod";
import { CABINS } from "../aircraft";
import { FlightSearchSchema } from "../supplier";

// Sandbox offer ids: the offer itself, signed, since the sandbox keeps no offers on its side.

export const OfferTokenSchema = z
  .object({
    v: z.literal(1),
    f: z
      .array(
        z
          .array(z.tuple([z.string(), z.string(), z.string(), z.string()]))
          .min(1)
          .max(4),
      )
      .min(1)
      .max(5),
    c: z.enum(CABINS),
    a: z.number().int().min(1).max(9),
    ch: z.array(z.number().int().min(2).max(11)).max(8),
    i: z.number().int().min(0).max(9),
    cur: FlightSearchSchema.shape.currency,
    at: z.number().int(),
    /** Minutes; a fraction for the short-hold scenario. */
    ttl: z.number().min(0),
  })
  // Product rules §5 again, whatever the id says: 1 to 9 passengers, no more infants than adults.
  .refine((t) => t.a + t.ch.length + t.i <= 9 && t.i <= t.a);
export type OfferToken = z.infer<typeof OfferTokenSchema>;

/** An offer id's MAC: the first 22 characters of its signature (128 bits), to keep ids short in URLs. */
const MAC_LENGTH = 22;

const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/**
 * An offer id is the offer's token and its HMAC: "<base64url JSON>.<base64url MAC>". Real suppliers keep offers on
 * their side; the sandbox carries them in the id, so an id edited by hand (another date, 9 infants, a later
 * expiry) must not verify.
 */
export function encodeToken(token: OfferToken, key: Buffer): string {
  const body = base64url(JSON.stringify(token));
  return `${body}.${signature(key, body, MAC_LENGTH)}`;
}

export function decodeToken(id: string, key: Buffer): OfferToken | null {
  const [body = "", mac = "", ...rest] = id.split(".");
  if (rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]{22}$/.test(mac)) return null;
  if (!signatureMatches(key, body, mac, MAC_LENGTH)) return null;
  try {
    const parsed = OfferTokenSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
