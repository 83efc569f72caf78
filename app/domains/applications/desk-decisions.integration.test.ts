import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { applicationDeps, png, visaWithDocuments } from "../../../tests/support/applications";
import { db } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { visaKind } from "~/domains/visas/kind.server";
import { attachFile, getApplication, submitApplication } from "./applications.server";
import { applicationQueue, decideApplication } from "./desk-decisions.server";

// Applications decided at the desk (decision 026): a visa's documents checked or one asked for again (only that
// file's upload reopens, and the traveller reads why), lodged with the embassy, approved or refused; each decision
// once, with its e-mail and its audit row.

const VERA = { staffId: "staff-vera", address: "192.0.2.40" };
const VIC = { staffId: "staff-vic", address: "192.0.2.41" };
const emails: unknown[] = [];
const deps = () => applicationDeps(testClock(), async (_queue, body) => void emails.push(body));

/** A visa application for two with every document in, sent (its fees paid by an order). */
async function visaSent(visitorId: string) {
  const app = await visaWithDocuments(deps(), visitorId);
  expect(await submitApplication(deps(), app, `order-${visitorId}`)).toBe("submitted");
  return app;
}

const audit = async (id: string) =>
  (
    await env.DB.prepare("SELECT staff_id, action FROM staff_audit WHERE record_id = ? ORDER BY id")
      .bind(id)
      .all<{ staff_id: string; action: string }>()
  ).results.map((r) => `${r.staff_id} ${r.action}`);

describe("applications at the desk", () => {
  test("'ask again' reopens the upload of that document only; given again, it is back in the queue", async () => {
    const app = await visaSent("desk-visa-ask");
    const [first, second] = visaKind.files(app.request);
    if (!first || !second) throw new Error("a visa for two has files");
    expect((await applicationQueue(deps(), "visa")).some((a) => a.id === app.id)).toBe(true);
    const ask = { kind: "ask_again" as const, slot: first.slot, reason: "" };
    expect(await decideApplication(deps(), app.id, ask, VERA)).toBe("reason_needed");
    expect(await decideApplication(deps(), app.id, { ...ask, slot: "no-such-file", reason: "x" }, VERA)).toBe(
      "no_such_file",
    );
    const reason = "The passport page is cut off at the bottom.";
    expect(await decideApplication(deps(), app.id, { ...ask, reason }, VERA)).toBe("more_needed");
    const asked = await getApplication(db, APPLICATION_KINDS, app.id);
    expect(asked).toMatchObject({ status: "more_needed", needs: [first.slot], needsReason: reason });
    if (!asked) return;
    // Only the file asked for opens; another is refused, and a second "ask again" is no longer the desk's to take.
    expect(await attachFile(deps(), asked, second.slot, png())).toEqual({ ok: false, reason: "closed" });
    expect(await decideApplication(deps(), app.id, { ...ask, reason }, VIC)).toBe("not_open");
    expect(await attachFile(deps(), asked, first.slot, png())).toEqual({ ok: true });
    expect(await getApplication(db, APPLICATION_KINDS, app.id)).toMatchObject({
      status: "submitted",
      needsReason: null,
    });
    expect((await applicationQueue(deps(), "visa")).some((a) => a.id === app.id)).toBe(true);
    expect(await audit(app.id)).toEqual(["staff-vera application.ask_again"]);
  });

  test("checked, lodged with the embassy, approved: each once, in order, e-mailed and audited", async () => {
    const app = await visaSent("desk-visa-decide");
    // Not yet lodged: it cannot be decided.
    expect(await decideApplication(deps(), app.id, { kind: "decide", outcome: "approved" }, VERA)).toBe("not_open");
    const answers = await Promise.all([
      decideApplication(deps(), app.id, { kind: "checked" }, VERA),
      decideApplication(deps(), app.id, { kind: "checked" }, VIC),
    ]);
    expect(answers.filter((a) => a === "checked")).toHaveLength(1);
    expect(await decideApplication(deps(), app.id, { kind: "lodged" }, VERA)).toBe("lodged");
    expect(await decideApplication(deps(), app.id, { kind: "decide", outcome: "refused" }, VERA)).toBe("decided");
    expect(await decideApplication(deps(), app.id, { kind: "decide", outcome: "approved" }, VIC)).toBe("not_open");
    expect(await getApplication(db, APPLICATION_KINDS, app.id)).toMatchObject({
      status: "decided",
      outcome: "refused",
    });
    const rows = await audit(app.id);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1)).toEqual(["staff-vera application.lodged", "staff-vera application.refused"]);
    expect((await applicationQueue(deps())).some((a) => a.id === app.id)).toBe(false);
  });
});
