/** Tern's service fee per adult or child, in US cents, whoever supplies the flight: lower at home, higher abroad. */
export function serviceFeeCents(domestic: boolean): number {
  return domestic ? 250 : 1_500;
}
