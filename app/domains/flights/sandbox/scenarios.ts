import { SupplierError } from "../supplier";

/**
 * Sandbox test scenarios, triggered by documented inputs as real suppliers' test modes are
 * (docs/sandbox.md lists them; a test keeps the two in step). Ibadan (IBA) is the scenario airport:
 * flights from it to these airports misbehave on purpose; from it anywhere else they behave.
 */
export const ROUTE_SCENARIOS = {
  "IBA-LOS": "supplier_timeout",
  "IBA-ABV": "offers_expire_at_once",
  "IBA-KAN": "price_changes_on_reprice",
  "IBA-PHC": "sold_out_on_reprice",
  "IBA-ENU": "hold_expires_quickly",
  "IBA-CBQ": "supplier_slow",
} as const;

/** How long the slow supplier takes (`supplier_slow`): longer than a results page waits (SUPPLIER_WAIT_MS). */
export const SLOW_SUPPLIER_MS = 6_000;
export type RouteScenario = (typeof ROUTE_SCENARIOS)[keyof typeof ROUTE_SCENARIOS];

/** Passenger surnames that trigger booking scenarios. Any other surname starting SANDBOX- is an error. */
export const PASSENGER_SCENARIOS = {
  "SANDBOX-PNR-FAIL": "pnr_creation_fails",
  "SANDBOX-TICKET-DELAY": "ticketing_delayed",
  "SANDBOX-CHANGE-DOWN": "change_check_fails",
} as const;
export type PassengerScenario = (typeof PASSENGER_SCENARIOS)[keyof typeof PASSENGER_SCENARIOS];

export const ALL_SCENARIOS = [
  "no_result",
  ...Object.values(ROUTE_SCENARIOS),
  ...Object.values(PASSENGER_SCENARIOS),
] as const;

export function routeScenario(slices: ReadonlyArray<{ from: string; to: string }>): RouteScenario | null {
  for (const { from, to } of slices) {
    const scenario = ROUTE_SCENARIOS[`${from}-${to}` as keyof typeof ROUTE_SCENARIOS];
    if (scenario) return scenario;
  }
  return null;
}

export function passengerScenario(surname: string): PassengerScenario | null {
  const key = surname.trim().toUpperCase();
  if (!key.startsWith("SANDBOX-")) return null;
  const scenario = PASSENGER_SCENARIOS[key as keyof typeof PASSENGER_SCENARIOS];
  if (!scenario) throw new SupplierError("unknown_scenario", `Unknown sandbox scenario surname ${surname}`);
  return scenario;
}
