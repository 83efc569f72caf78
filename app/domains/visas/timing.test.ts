import { describe, expect, it } from "vitest";
import { visaType } from "./catalog";
import { decisionExpectedBy, visaTiming } from "./timing";

describe("a visa's decision against the day of travel", () => {
  it("counts working days, Monday to Friday", () => {
    // Friday 2027-01-08 + 1 working day is Monday the 11th; + 15 working days is three weeks on.
    expect(decisionExpectedBy("2027-01-08", 1)).toBe("2027-01-11");
    expect(decisionExpectedBy("2027-01-08", 15)).toBe("2027-01-29");
    // A Saturday counts from the Monday after it.
    expect(decisionExpectedBy("2027-01-09", 1)).toBe("2027-01-11");
    expect(decisionExpectedBy("2027-01-08", 0)).toBe("2027-01-08");
  });

  it("a UK visitor visa for travel in 21 days comes too late, at the applicant's risk; in 30 days, in time", () => {
    const uk = visaType("GB-VISITOR-6M");
    if (!uk) throw new Error("no UK visitor visa");
    expect(visaTiming(uk, "2027-01-08", "2027-01-29")).toEqual({ expectedBy: "2027-01-29", late: "at_own_risk" });
    expect(visaTiming(uk, "2027-01-08", "2027-01-30")).toEqual({ expectedBy: "2027-01-29", late: null });
    expect(visaTiming(uk, "2027-01-08", "2027-02-07")).toEqual({ expectedBy: "2027-01-29", late: null });
  });

  it("a Schengen visa too late is refused, as the Visa Code refuses it", () => {
    const schengen = visaType("FR-SCHENGEN-C");
    if (!schengen) throw new Error("no Schengen visa");
    expect(visaTiming(schengen, "2027-01-08", "2027-01-20").late).toBe("refused");
    expect(visaTiming(schengen, "2027-01-08", "2027-03-01").late).toBeNull();
  });
});
