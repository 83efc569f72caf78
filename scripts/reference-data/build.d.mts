import type { Airport } from "../../app/domains/flights/airports";

export const OUTPUT: string;
export function buildAirports(): Promise<Airport[]>;
export function serialize(airports: Airport[]): string;
