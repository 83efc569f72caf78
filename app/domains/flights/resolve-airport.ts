import { type Airport, getAirport, searchAirports } from "./airports";

export type AirportResolution =
  { status: "ok"; airport: Airport } | { status: "ambiguous"; options: Airport[] } | { status: "unknown" };

/**
 * What airport a traveller meant: a code ("LOS"), a suggestion from the form's list ("Lagos (LOS)"), or a
 * city or name that names exactly one airport. A city with several airports ("London") is ambiguous: the
 * traveller chooses.
 */
export function resolveAirport(text: string): AirportResolution {
  const trimmed = text.trim();
  const code = /^([A-Za-z]{3})$/.exec(trimmed)?.[1] ?? /\(([A-Za-z]{3})\)\s*$/.exec(trimmed)?.[1];
  const byCode = code ? getAirport(code) : undefined;
  if (byCode) return { status: "ok", airport: byCode };
  const matches = searchAirports(trimmed, 8);
  if (matches.length === 0) return { status: "unknown" };
  if (matches.length === 1) return { status: "ok", airport: matches[0] as Airport };
  return { status: "ambiguous", options: matches };
}
