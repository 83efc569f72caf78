import { describe, expect, test } from "vitest";
import en from "../../../locales/en-US/booking.json";
import fr from "../../../locales/fr-FR/booking.json";
import { normalizeReference, RetrieveFormSchema, travellersSchema } from "./schema";

const TRAVEL = "2026-12-20";
const schema = travellersSchema({
  types: ["adult", "child", "infant"],
  travelDate: TRAVEL,
  needsPassport: true,
  today: "2026-11-22",
});

const person = (dateOfBirth: string, passportExpiresOn = "2030-01-01") => ({
  title: "MR",
  firstName: "Ada",
  lastName: "Obi",
  dateOfBirth,
  nationality: "NG",
  gender: "female",
  passportNumber: "A1234567",
  passportAuthority: "NG",
  passportIssuedOn: "2020-01-01",
  passportExpiresOn,
});

function errorsOf(travellers: ReturnType<typeof person>[], extra: Record<string, string> = {}) {
  const result = schema.safeParse({
    travellers,
    email: "ada@example.com",
    emailConfirm: "ada@example.com",
    phone: "+234 801 234 5678",
    ...extra,
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const valid = [person("1990-01-01"), person("2020-06-01"), person("2026-01-01")];

describe("the travellers schema (product rules §5)", () => {
  test("a valid family passes", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  test("adult: 12 on the day of travel, not the day before", () => {
    expect(errorsOf([person("2014-12-20"), valid[1]!, valid[2]!])).toEqual({});
    expect(errorsOf([person("2014-12-21"), valid[1]!, valid[2]!])).toEqual({
      "travellers.0.dateOfBirth": "errors.age.adult",
    });
  });

  test("child: 2 on the day of travel and still 11, infant under 2", () => {
    expect(errorsOf([valid[0]!, person("2024-12-20"), valid[2]!])).toEqual({});
    expect(errorsOf([valid[0]!, person("2024-12-21"), valid[2]!])).toEqual({
      "travellers.1.dateOfBirth": "errors.age.child",
    });
    expect(errorsOf([valid[0]!, person("2014-12-20"), valid[2]!])).toEqual({
      "travellers.1.dateOfBirth": "errors.age.child",
    });
    expect(errorsOf([valid[0]!, valid[1]!, person("2024-12-21")])).toEqual({});
    expect(errorsOf([valid[0]!, valid[1]!, person("2024-12-20")])).toEqual({
      "travellers.2.dateOfBirth": "errors.age.infant",
    });
  });

  test("passport valid 6 months after travel: the day itself passes, a day less fails", () => {
    expect(errorsOf([person("1990-01-01", "2027-06-20"), valid[1]!, valid[2]!])).toEqual({});
    expect(errorsOf([person("1990-01-01", "2027-06-19"), valid[1]!, valid[2]!])).toEqual({
      "travellers.0.passportExpiresOn": "errors.passportValidity",
    });
  });

  test("a passport issued today passes; one issued tomorrow is refused", () => {
    const issued = (passportIssuedOn: string) => ({ ...person("1990-01-01"), passportIssuedOn });
    expect(errorsOf([issued("2026-11-22"), valid[1]!, valid[2]!])).toEqual({});
    expect(errorsOf([issued("2026-11-23"), valid[1]!, valid[2]!])).toEqual({
      "travellers.0.passportIssuedOn": "errors.passportIssued",
    });
  });

  test("middle names, e-mails, required fields", () => {
    const errors = errorsOf(
      [{ ...valid[0]!, middleName: "J." } as never, { ...valid[1]!, firstName: undefined } as never, valid[2]!],
      {
        email: "nope",
        emailConfirm: "other@example.com",
      },
    );
    expect(errors).toMatchObject({
      "travellers.0.middleName": "errors.middleName",
      "travellers.1.firstName": "errors.required",
      email: "errors.email",
      emailConfirm: "errors.mismatch",
    });
  });

  test("every message key exists in English and French, with the spec's English words", () => {
    const keys = [
      "required",
      "invalid",
      "email",
      "mismatch",
      "fieldValueInvalid",
      "middleName",
      "form",
      "customerInfo",
      "additionalServices",
      "seatTaken",
      "noSeatMap",
      "noExtraBaggage",
      "passportValidity",
    ] as const;
    for (const key of keys) {
      expect(en.errors[key]).toBeTruthy();
      expect(fr.errors[key]).toBeTruthy();
      expect(fr.errors[key]).not.toBe(en.errors[key]);
    }
    expect(en.errors.middleName).toBe("middle name can not contain special characters");
    expect(en.errors.customerInfo).toBe("Failed to submit customer information, please validate data and try again");
    expect(en.errors.additionalServices).toBe("Failed to submit additional services data, please try again.");
    expect(en.errors.seatTaken).toBe("Queried Seat Not Available, Please Select Another Option");
    expect(en.expired.title).toBe("Session has expired...");
  });
});

describe("manage booking's look-up", () => {
  test("references are read as travellers type them", () => {
    expect(normalizeReference(" k7q 2zd ")).toBe("K7Q2ZD");
    // The form and the API take a reference however it is typed: spaced out, dashed, in lower case.
    for (const typed of ["k7q2zd", "K 7 Q 2 Z D", " k7q-2zd ", "K7Q 2ZD"]) {
      expect(RetrieveFormSchema.parse({ reference: typed, email: "a@example.com" }).reference).toBe("K7Q2ZD");
    }
    expect(RetrieveFormSchema.safeParse({ reference: "K7Q", email: "a@example.com" }).success).toBe(false);
    expect(RetrieveFormSchema.safeParse({ reference: "K7Q2Z!", email: "a@example.com" }).success).toBe(false);
  });
});

describe("passport validity", () => {
  test("counts six months from the last journey's day, not the outbound's", () => {
    const returnTrip = travellersSchema({
      types: ["adult"],
      travelDate: "2026-12-20",
      travelEnds: "2027-01-10",
      needsPassport: true,
      today: "2026-11-22",
    });
    const form = (passportExpiresOn: string) => ({
      email: "a@example.com",
      emailConfirm: "a@example.com",
      phone: "+2348012345678",
      travellers: [{ ...person("1980-01-01", passportExpiresOn) }],
    });
    const issues = (expires: string) =>
      (returnTrip.safeParse(form(expires)).error?.issues ?? []).map((issue) => issue.message);
    // Valid 6 months after the outbound day but not after the return: refused.
    expect(issues("2027-06-25")).toContain("errors.passportValidity");
    expect(issues("2027-07-10")).not.toContain("errors.passportValidity");
  });
});
