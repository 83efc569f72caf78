import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import routes from "../../app/routes";
import { day } from "./booking-helpers";
import { expect, REQUESTS_ONLY, test } from "./fixtures";
import { siteClock } from "../support/clock";

// No input answers 500: every route of app/routes.ts, with its path parameters, query strings
// and form bodies drawn by fast-check from the parameters the site reads plus junk, GET and POST. A failure prints
// the request that produced it. Requests only, so it runs once, not in both JavaScript projects. The seed is fixed
// so a run can be repeated; FUZZ_SEED=<n> FUZZ_RUNS=<n> npx playwright test fuzz explores further.
const SEED = Number(process.env.FUZZ_SEED ?? 1411);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/**
 * Runs a property over drawn inputs (the same seed and runs every time); the 5xx answers it meets are listed in
 * `failures` by the property itself, and an error with none listed is the test's own, thrown again.
 */
async function drawn<T>(property: fc.IAsyncPropertyWithHooks<T>, failures: string[]) {
  await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true }).catch((error: unknown) => {
    if (failures.length === 0) throw error;
  });
}

/** Whether an answer is a server error (503, the spec's "temporarily unavailable", is not); listed when it is. */
function serverError(status: number, line: string, failures: string[]): boolean {
  if (status < 500 || status === 503) return false;
  failures.push(`${line} -> ${status}`);
  return true;
}

/** Every path pattern of the route config, children joined to their parents. */
function patterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.index || (entry.path !== undefined && !entry.children) ? [path || "/"] : [];
    return [...own, ...patterns(entry.children ?? [], path)];
  });
}

/** The parameters the site reads, from forms, search URLs and the API, and a few it never heard of. */
const NAMES = [
  "trip",
  "from",
  "to",
  "depart",
  "return",
  "adults",
  "children",
  "childAges",
  "infants",
  "cabin",
  "flex",
  "sort",
  "stops",
  "airlines",
  "maxPrice",
  "departWindow",
  "bags",
  "refundable",
  "page",
  "legs",
  "q",
  "email",
  "emailConfirm",
  "phone",
  "password",
  "passwordConfirm",
  "currentPassword",
  "code",
  "firstName",
  "lastName",
  "redirectTo",
  "intent",
  "lang",
  "country",
  "currency",
  "analytics",
  "targeting",
  "offerId",
  "family",
  "acceptedTotal",
  "seat",
  "method",
  "nameOnCard",
  "address",
  "zipCode",
  "city",
  "state",
  "addons",
  "bags.0.0",
  "travellers[0].title",
  "travellers[0].firstName",
  "travellers[0].dateOfBirth",
  "travellers[9].lastName",
  "ageGroup",
  "saved",
  "notice",
  "bookingId",
  "session",
  "card",
  "otp",
  "bookingRef",
  "x",
  "__proto__",
];

/** Values that have broken parsers before: control characters, separators, bad dates, huge and odd numbers. */
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.constantFrom(
    "",
    " ",
    "\n",
    "\r\n",
    "\t",
    "\u0000",
    "\u2028",
    "/\t/evil.example",
    "//evil.example",
    "%",
    "%E0%A4%A",
    "2026-02-30",
    "9999-99-99",
    "x",
    "-1",
    "0",
    "1e309",
    "NaN",
    "10",
    "99999999999999999999",
    "LOS",
    "los",
    "return",
    "oneway",
    "multicity",
    "economy",
    "card",
    "bank_transfer",
    "pay_later",
    "NG",
    "USD",
    "fr-FR",
    day(30),
    day(-30),
    "A".repeat(3000),
    "Ọlábísí",
    "<script>",
    "' OR 1=1 --",
    "[]",
    "{}",
  ),
);
const query = fc.array(fc.tuple(fc.constantFrom(...NAMES), value), { maxLength: 8 });
const segment = fc.oneof(
  fc.constantFrom("aaaaaaaaaaaaaaaa", "0-0", "0", "x", "%0A", "%E2%80%A8", "%00", "..", "%25", "cs_0"),
  fc.stringMatching(/^[a-z0-9-]{1,20}$/),
);
const locale = fc.constantFrom("", "/en-US", "/fr-FR", "/xx-YY");

function encode(pairs: Array<[string, string]>) {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

/** A concrete path for a pattern: each `:param` and `*` drawn, the booking id a real one every other time. */
function concretePath(pattern: string, values: string[], bookingId: string | null, lang: string) {
  let i = 0;
  const path = pattern
    .replace(/^\/:lang\?/, lang)
    .split("/")
    .map((part) => {
      if (part === ":bookingId" && bookingId && values.length % 2 === 1) return bookingId;
      if (part.startsWith(":") || part === "*") return values[i++ % values.length] ?? "x";
      return part;
    })
    .join("/");
  return path || "/";
}

async function startBooking(request: APIRequestContext, origin: string): Promise<string | null> {
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(40)}&adults=1&cabin=economy`;
  const html = await (await request.get(search)).text();
  const offerId = /name="offerId" value="([^"]+)"/.exec(html)?.[1];
  const button = /<button[^>]*name="family"[^>]*>/.exec(html)?.[0] ?? "";
  const family = /value="([^"]+)"/.exec(button)?.[1];
  if (!offerId || !family) return null;
  const selected = await request.post(search, {
    form: { offerId: offerId.replace(/&amp;/g, "&"), family },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  return /\/booking\/([a-z0-9]{16})\//.exec(selected.headers().location ?? "")?.[1] ?? null;
}

test.describe("no input answers 500", () => {
  test.skip(REQUESTS_ONLY, "requests only: run in one project");
  test.describe.configure({ timeout: 600_000 });

  const all = patterns(routes as RouteConfigEntry[]);

  test("GET and POST with drawn path parameters, queries and forms, on every route", async ({ request, baseURL }) => {
    expect(all.length).toBeGreaterThan(40);
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const bookingId = await startBooking(request, origin);
    expect(bookingId).toMatch(/^[a-z0-9]{16}$/);
    const failures: string[] = [];
    for (const pattern of all) {
      await drawn(
        fc.asyncProperty(
          fc.array(segment, { minLength: 1, maxLength: 3 }),
          locale,
          query,
          query,
          fc.boolean(),
          async (values, lang, search, form, post) => {
            const path = concretePath(pattern, values, bookingId, lang);
            const url = `${path}${search.length > 0 ? `?${encode(search)}` : ""}`;
            const response = post
              ? await request.post(url, {
                  data: encode(form),
                  headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
                  maxRedirects: 0,
                })
              : await request.get(url, { maxRedirects: 0 });
            return !serverError(
              response.status(),
              `${post ? "POST" : "GET"} ${url} ${post ? encode(form) : ""}`,
              failures,
            );
          },
        ),
        failures,
      );
    }
    expect(failures).toEqual([]);
  });

  test("the JSON API with drawn bodies and headers", async ({ request }) => {
    const api = all.filter((p) => p.startsWith("/api/")).map((p) => p.replace(":operation", "SignIn"));
    const json = fc.jsonValue({ maxDepth: 3 });
    const failures: string[] = [];
    for (const path of [
      ...api,
      "/api/customers/SendCode",
      "/api/Traverllers/Create",
      "/api/booking/BookingHistory/x",
    ]) {
      await drawn(
        fc.asyncProperty(json, query, fc.constantFrom("", "en-US", "fr-FR", "xx"), async (body, search, lang) => {
          const url = `${path}${search.length > 0 ? `?${encode(search)}` : ""}`;
          const response = await request.post(url, {
            data: JSON.stringify(body),
            headers: {
              "Content-Type": "application/json",
              "Accept-Language": lang,
              "x-currency": lang,
              TimeStamp: siteClock().toISOString(),
              "X-Auth-Hash": "0".repeat(128),
              Authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAA",
            },
          });
          return !serverError(response.status(), `POST ${url} ${JSON.stringify(body)}`, failures);
        }),
        failures,
      );
    }
    expect(failures).toEqual([]);
  });

  test("unreadable forms, long paths and bad dates on every form action", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const bookingId = await startBooking(request, origin);
    const paths = [
      ...new Set(
        all.filter((p) => !p.startsWith("/api/") && !p.includes("*")).map((p) => concretePath(p, ["x"], bookingId, "")),
      ),
      `/visa/apply?type=GB-VISITOR-6M&destination=GB&nationality=NG&date=${day(40)}&travellers=1`,
    ];
    const boundary = "----tern-fuzz";
    const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
    /** Bodies no parser should read: no boundary, cut short, a NUL in a header, a file name hiding a type. */
    const unreadable: Array<[string, string]> = [
      ["multipart/form-data", "email=a@example.com"],
      [
        `multipart/form-data; boundary=${boundary}`,
        part('Content-Disposition: form-data; name="email"', "a").slice(0, 30),
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('Content-Disposition: form-data; name="e\u0000mail"', "a")}--${boundary}--`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `${part('Content-Disposition: form-data; name="file"; filename="x.pdf\u0000.html"\r\nContent-Type: application/pdf', "%PDF-1.4")}--${boundary}--`,
      ],
      [`multipart/form-data; boundary="${boundary}`, "--"],
    ];
    const DATE_FIELDS = [
      "depart",
      "return",
      "date",
      "travelDate",
      "dateOfBirth",
      "checkIn",
      "checkOut",
      "serviceDate",
      "bookingDate",
      "travellers[0].dateOfBirth",
      "applicants[0].dateOfBirth",
      "applicants[0].passportExpiresOn",
      "passportIssuedOn",
    ];
    const badDates = ["x", "2026-02-30", "9999-99-99", "0000-00-00", "2026-13-01", "-1", ""];
    const failures: string[] = [];
    const check = async (label: string, answer: Promise<{ status(): number }>) => {
      const status = (await answer).status();
      if (status >= 500 && status !== 503) failures.push(`${label} -> ${status}`);
    };
    for (const path of paths) {
      for (const [type, body] of unreadable) {
        await check(
          `POST ${path} ${type} ${JSON.stringify(body.slice(0, 60))}`,
          request.post(path, { data: body, headers: { Origin: origin, "Content-Type": type }, maxRedirects: 0 }),
        );
      }
      for (const bad of badDates) {
        const form = Object.fromEntries(DATE_FIELDS.map((name) => [name, bad]));
        await check(
          `POST ${path} dates=${bad}`,
          request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 }),
        );
      }
      const { pathname, search } = new URL(path, origin);
      const long = `${pathname.replace(/\/$/, "")}/${"a".repeat(600)}${search}`;
      await check(`GET ${long}`, request.get(long, { maxRedirects: 0 }));
    }
    const watched = `trip=return&from=LOS&to=LHR&depart=${day(40)}&adults=1&cabin=economy`;
    for (const bad of badDates) {
      const form = { kind: "price_watch", email: "fuzz@example.com", search: `${watched}&return=${bad}` };
      await check(
        `POST /subscribe price watch return=${bad}`,
        request.post("/subscribe", { form, headers: { Origin: origin }, maxRedirects: 0 }),
      );
    }
    await check("GET a 3,000-character path", request.get(`/${"a".repeat(3000)}`, { maxRedirects: 0 }));
    expect(failures).toEqual([]);
    // An unreadable form gets its page again, with a 400 and the generic failure message, and nothing done.
    const [type, body] = unreadable[1] ?? ["", ""];
    const answer = await request.post("/account/sign-in", {
      data: body,
      headers: { Origin: origin, "Content-Type": type },
    });
    expect(answer.status()).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Failed to process request, please try again");
    expect(page).toMatch(/<form[^>]*method="post"/);
  });
});
