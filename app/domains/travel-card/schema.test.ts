import { describe, expect, it } from "vitest";
import { cardApplicationSchema } from "./schema";

// The travel card's application form: what a person would type, checked on the day it is sent.

const TODAY = "2027-03-10";
const form = (dateOfBirth: string) => ({
  firstName: "Adaeze",
  lastName: "Okafor",
  dateOfBirth,
  nationality: "NG",
  idType: "passport",
  idNumber: "A1234567",
  addressLine: "12 Marina Road",
  city: "Lagos",
  country: "NG",
  currency: "USD",
  delivery: "home",
  email: "adaeze@example.com",
  emailConfirm: "adaeze@example.com",
  phone: "+2348012345678",
});

describe("the travel card's application", () => {
  it("refuses a date of birth after today beside its field, and takes one before", () => {
    const future = cardApplicationSchema(TODAY).safeParse(form("2030-01-01"));
    expect(future.success).toBe(false);
    expect(future.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["dateOfBirth", "errors.dateOfBirthFuture"],
    ]);
    expect(cardApplicationSchema(TODAY).safeParse(form("1990-05-04")).success).toBe(true);
    expect(cardApplicationSchema(TODAY).safeParse(form(TODAY)).success).toBe(true);
  });
});
