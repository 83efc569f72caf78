import { addDays, weekday } from "~/lib/time";
import type { VisaType } from "./catalog";

// When a visa's decision can be expected, and whether it comes before the day of travel: a visa that cannot arrive in
// time is refused where the embassy's rule refuses it, and otherwise paid for only once the applicant has been warned.

/** The day a decision is expected on an application sent on `today`: `workingDays` working days (Monday to Friday) on. */
export function decisionExpectedBy(today: string, workingDays: number): string {
  let day = today;
  for (let left = workingDays; left > 0;) {
    day = addDays(day, 1);
    if (weekday(day) !== 0 && weekday(day) !== 6) left -= 1;
  }
  return day;
}

/** Whether a decision expected later than the day before travel is refused ("refused") or at the applicant's risk. */
export type VisaLateness = "refused" | "at_own_risk";

export interface VisaTiming {
  /** The day its decision is expected if it is sent today. */
  expectedBy: string;
  /** Null when the decision is expected before the day of travel. */
  late: VisaLateness | null;
}

/** A visa of `type` applied for on `today` for travel on `travelDate`: when its decision comes, and if that is too late. */
export function visaTiming(
  type: Pick<VisaType, "processingDays" | "lateApplication">,
  today: string,
  travelDate: string,
): VisaTiming {
  const expectedBy = decisionExpectedBy(today, type.processingDays);
  return { expectedBy, late: expectedBy < travelDate ? null : (type.lateApplication ?? "at_own_risk") };
}
