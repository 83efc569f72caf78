import { describe, expect, test } from "vitest";
import { BusinessRequest } from "~/domains/business-travel/schema";
import { headerLine } from "~/domains/notifications/email.server";
import { SingleLineText } from "./schema";

// A name a person types reaches e-mail subjects (a business enquiry's company in the sales team's copy, a listing's
// property name): it is refused with a control character or line separator in it, and every sender writes a subject
// on one line whatever it is given.

const enquiry = (company: string) => ({
  company,
  firstName: "Ada",
  lastName: "Obi",
  email: "ada@example.com",
  phone: "+2348012345678",
  travellers: "11-50",
  needs: ["flights"],
});

describe("text that reaches a header", () => {
  test.each([
    "Acme\r\nBcc: all@example.com",
    "Acme\nX",
    "Acme\u2028Ltd",
    "Acme\u2029Ltd",
    "Acme\u0000",
    "Acme\u0085Ltd",
  ])("%j is refused as a company's name", (company) => {
    expect(BusinessRequest.safeParse(enquiry(company)).success).toBe(false);
    expect(SingleLineText(80).safeParse(company).success).toBe(false);
  });

  test("a name with accents, an ampersand and a full stop is kept", () => {
    expect(BusinessRequest.safeParse(enquiry("Ọ̀yọ́ & Sons Ltd.")).success).toBe(true);
  });

  test("a subject is written on one line, whatever it was given", () => {
    expect(headerLine("Enquiry: Acme\r\nBcc: all@example.com")).toBe("Enquiry: Acme  Bcc: all@example.com");
    expect(headerLine("A\u2028B\u2029C\tD")).toBe("A B C D");
    expect(headerLine("Booking ABC123: Ticketed")).toBe("Booking ABC123: Ticketed");
  });
});
