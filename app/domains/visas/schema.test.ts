import { describe, expect, test } from "vitest";
import { travelDayOpen, visaApplicationSchema } from "./schema";

describe("a visa's day of travel and its applicants", () => {
  test("the search and the application accept the same days: from today to a year on", () => {
    expect(travelDayOpen("2027-03-01", "2027-03-01")).toBe(true);
    expect(travelDayOpen("2028-02-29", "2027-03-01")).toBe(true);
    expect(travelDayOpen("2027-02-28", "2027-03-01")).toBe(false);
    expect(travelDayOpen("2028-03-01", "2027-03-01")).toBe(false);
  });

  test("each passport must be valid 6 months past the day of travel, each applicant named", () => {
    const applicant = {
      title: "MRS",
      firstName: "Ngozi",
      lastName: "Okafor",
      dateOfBirth: "1988-05-17",
      passportNumber: "A01234567",
      passportIssuedOn: "2024-01-10",
      passportExpiresOn: "2027-09-01",
    };
    const form = {
      visaType: "AE-TOURIST-30",
      destination: "AE",
      nationality: "NG",
      travelDate: "2027-03-01",
      applicants: [applicant],
      email: "ngozi@example.com",
      emailConfirm: "ngozi@example.com",
      phone: "+2348012345678",
    };
    const schema = visaApplicationSchema("2027-01-10");
    expect(schema.safeParse(form).success).toBe(true);
    const short = schema.safeParse({ ...form, applicants: [{ ...applicant, passportExpiresOn: "2027-08-31" }] });
    expect(short.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["applicants.0.passportExpiresOn", "errors.passportValidityTravel"],
    ]);
  });
});
