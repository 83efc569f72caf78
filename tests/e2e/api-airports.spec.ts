import { expect, REQUESTS_ONLY, test } from "./fixtures";

test.skip(REQUESTS_ONLY, "requests only: run in one project");

test.describe("GET /api/airports", () => {
  test("q=lagos puts LOS first", async ({ request }) => {
    const response = await request.get("/api/airports?q=lagos");
    expect(response.status()).toBe(200);
    const airports = await response.json();
    expect(airports[0]).toMatchObject({ code: "LOS", city: "Lagos", country: "NG", timeZone: "Africa/Lagos" });
  });

  test("q=Londres with Accept-Language fr-FR finds LHR, named in French", async ({ request }) => {
    const airports = await (
      await request.get("/api/airports?q=Londres", { headers: { "Accept-Language": "fr-FR" } })
    ).json();
    expect(airports.map((a: { code: string }) => a.code)).toContain("LHR");
    expect(airports[0]).toMatchObject({ city: "Londres", countryName: "Royaume-Uni" });
  });

  test("junk answers an empty list, not an error; what the document refuses is 400", async ({ request }) => {
    for (const q of ["", "zzqxw", "%3Cscript%3E", "a".repeat(100)]) {
      const response = await request.get(`/api/airports?q=${q}`);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    expect(await (await request.get("/api/airports")).json()).toEqual([]);
    // Over the document's 100 characters, or a limit out of 1 to 20: refused with its Error.
    for (const query of [`q=${"a".repeat(101)}`, "q=lagos&limit=0", "q=lagos&limit=ten"]) {
      const response = await request.get(`/api/airports?${query}`);
      expect(response.status(), query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "invalid_query", message: expect.any(String) });
    }
  });
});
