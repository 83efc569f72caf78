import { applicationDeps, applicationStarted, propertyListing } from "../../../tests/support/applications";
import { describe, expect, test } from "vitest";
import { SandboxHotelSupplier } from "~/domains/hotels/sandbox/supplier";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { db } from "../../../tests/support/checkout";
import { attachFile } from "./applications.server";
import { applicationView } from "./view.server";

// An application's page (decision 013) in workerd: what its owner sees, from the real D1 and R2 bucket.

const hotels = new SandboxHotelSupplier();
const deps = applicationDeps();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function listing(extra: Record<string, string>, locale: "en-US" | "fr-FR" = "en-US") {
  const tag = crypto.randomUUID().slice(0, 8);
  return applicationStarted(deps, {
    kind: "property",
    request: propertyListing(tag, extra),
    visitorId: `visitor-${tag}`,
    locale,
  });
}

describe("applicationView", () => {
  test("a listing's map is at the point its owner pasted, under its address", async () => {
    const app = await listing({ pin: "https://www.openstreetmap.org/#map=17/6.4281/3.4219" });
    const view = await applicationView(
      { db, kinds: APPLICATION_KINDS, hotels, today: deps.now.toISOString().slice(0, 10) },
      app,
      "en-US",
    );
    expect(view?.place).toEqual({
      name: app.request && (app.request as { propertyName: string }).propertyName,
      lat: 6.4281,
      lon: 3.4219,
      exact: true,
      caption: "12 Admiralty Way, Lagos, Nigeria",
    });
    expect(view?.details).toContainEqual(["Address", "12 Admiralty Way, Lagos, Nigeria"]);
  });

  test("without a point, the map is at its city's centre and says so, in the page's language", async () => {
    const app = await listing({});
    const view = await applicationView(
      { db, kinds: APPLICATION_KINDS, hotels, today: deps.now.toISOString().slice(0, 10) },
      app,
      "fr-FR",
    );
    const centre = await hotels.cityCentre("LOS");
    expect(centre).not.toBeNull();
    expect(view?.place).toMatchObject({ ...centre, exact: false });
    expect(view?.place?.caption).toMatch(/^12 Admiralty Way, Lagos, Nigéria\. .*centre-ville\.$/);
  });

  test("a draft is sendable once its needed photo is in, and no kind without a place draws a map", async () => {
    const app = await listing({});
    const before = await applicationView(
      { db, kinds: APPLICATION_KINDS, hotels, today: deps.now.toISOString().slice(0, 10) },
      app,
      "en-US",
    );
    expect(before).toMatchObject({ draft: true, sendable: false, payable: false });
    expect(before?.files.map((f) => [f.slot, f.open, f.uploadId])).toContainEqual(["photo-1", true, null]);
    await attachFile(deps, app, "photo-1", new File([PNG], "a.png", { type: "image/png" }));
    const after = await applicationView(
      { db, kinds: APPLICATION_KINDS, hotels, today: deps.now.toISOString().slice(0, 10) },
      app,
      "en-US",
    );
    expect(after).toMatchObject({ sendable: true, payable: false });
    expect(after?.timeline.map((step) => [step.status, step.label, step.at])).toEqual([
      ["submitted", "Listing received", null],
      ["checked", "Details checked", null],
      ["decided", "Decision", null],
    ]);
    expect(
      Object.values(APPLICATION_KINDS)
        .filter((kind) => kind.place)
        .map((kind) => kind.kind),
    ).toEqual(["property"]);
  });
});
