import TRAVEL_CARD from "../../../tests/fixtures/applications/travel-card.json";
import { applicationDeps, applicationStarted, propertyListing } from "../../../tests/support/applications";
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { statusEvents } from "~/domains/core/tables";
import type { SendJob } from "~/domains/jobs/outbox.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { findOrder, memberOrders } from "~/domains/orders/orders.server";
import { OutboxSender, readOutbox } from "~/domains/notifications/email.server";
import { readUpload, uploadsOf } from "~/domains/uploads/uploads.server";
import { sendApplicationEmail } from "./emails.server";
import { db } from "../../../tests/support/checkout";
import { testClock, testClockAhead } from "../../../tests/support/clock";
import { attachFile, getApplication, startApplication, submitApplication } from "./applications.server";
import { advanceApplications, purgeApplicationFiles } from "./back-office.server";
import { applicationOrderKind } from "./order-kind.server";
import { FILE_RETENTION_DAYS } from "./types";

// Applications in workerd (decision 013): the real D1 and R2 bucket, the e-mail queue replaced by a list.

const sent: unknown[] = [];
const send: SendJob = async (_queue, body) => {
  sent.push(body);
};
const depsAt = (clock: () => Date) => applicationDeps(clock(), send);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

const listing = (name = "Ada Obi", tag = crypto.randomUUID().slice(0, 8)) =>
  propertyListing(tag, { firstName: name.split(" ")[0], lastName: name.split(" ")[1] });

const draftListing = (name?: string) =>
  applicationStarted(depsAt(testClock), {
    kind: "property",
    request: listing(name),
    visitorId: `visitor-${crypto.randomUUID()}`,
  });

describe("uploads", () => {
  test("an upload over 5 MB, a PNG renamed .pdf, a PDF with a script in its name and HTML sent as image/png store nothing", async () => {
    const app = await draftListing();
    const deps = depsAt(testClock);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const refused = [
      [new File([big], "big.png", { type: "image/png" }), "too_large"],
      [new File([PNG], "photo.pdf", { type: "application/pdf" }), "mismatch"],
      [new File([PDF], "<script>alert(1)</script>.pdf", { type: "application/pdf" }), "name"],
      [new File([html], "photo.png", { type: "image/png" }), "type"],
    ] as const;
    for (const [file, reason] of refused) {
      expect(await attachFile(deps, app, "photo-1", file)).toEqual({ ok: false, reason });
    }
    expect(await uploadsOf(db, app.id)).toEqual([]);
    expect((await env.UPLOADS.list({ prefix: `${app.id}/` })).objects).toEqual([]);
  });

  test("a photo is kept under a generated key, served to its owner only, and replaced in its slot", async () => {
    const app = await draftListing();
    const deps = depsAt(testClock);
    expect(await attachFile(deps, app, "photo-1", new File([PNG], "house.png", { type: "image/png" }))).toEqual({
      ok: true,
    });
    expect(await attachFile(deps, app, "photo-1", new File([PNG], "house2.png", { type: "image/png" }))).toEqual({
      ok: true,
    });
    const [upload, ...more] = await uploadsOf(db, app.id);
    expect(more).toEqual([]);
    expect(upload).toMatchObject({ slot: "photo-1", type: "png", size: PNG.byteLength });
    const objects = (await env.UPLOADS.list({ prefix: `${app.id}/` })).objects;
    expect(objects.map((o) => o.key)).toEqual([`${app.id}/${upload!.id}`]);
    expect(objects[0]!.key).not.toContain("house");
    const read = await readUpload(deps, app.id, upload!.id);
    expect(read?.contentType).toBe("image/png");
    expect(new Uint8Array(await new Response(read?.body).arrayBuffer())).toEqual(PNG);
    // Another application's id is the same as none.
    const other = await draftListing();
    expect(await readUpload(deps, other.id, upload!.id)).toBeNull();
  });
});

describe("applications", () => {
  test("a travel card application sent twice is created once, e-mailed once", async () => {
    const deps = depsAt(testClock);
    const tag = crypto.randomUUID().slice(0, 8);
    const input = {
      kind: "travel_card",
      request: {
        firstName: "Chidi",
        lastName: "Okafor",
        dateOfBirth: "1990-04-02",
        // A Nigerian passport holder's card in US dollars, delivered home in Lagos (the perf set-up applies alike).
        ...TRAVEL_CARD,
        email: `card-${tag}@example.com`,
        phone: "+234 802 000 1111",
      },
      visitorId: `visitor-${tag}`,
      memberId: null,
      locale: "en-US" as const,
    };
    sent.length = 0;
    const [a, b] = await Promise.all([startApplication(deps, input), startApplication(deps, input)]);
    expect(a).toEqual(b);
    if (!a.ok) throw new Error("not started");
    const app = await getApplication(db, APPLICATION_KINDS, a.id);
    expect(app?.status).toBe("submitted");
    // One e-mail job: the twins wrote the same key (both may hand it to the queue; the sender sends a key once).
    expect(new Set(sent.map((job) => JSON.stringify(job)))).toEqual(
      new Set([
        JSON.stringify({
          kind: "application_email",
          applicationId: a.id,
          status: "submitted",
          dedupeKey: `application:${a.id}:submitted`,
        }),
      ]),
    );
    const kind = applicationOrderKind(APPLICATION_KINDS);
    expect(await kind.byReference(db, app!.reference)).toEqual([{ id: a.id, email: input.request.email }]);

    // The e-mail, in the application's words, once however often its job comes.
    const email = { db, sender: new OutboxSender(db, testClock), now: testClock(), siteUrl: "https://tern.example" };
    const job = { applicationId: a.id, status: "submitted", dedupeKey: `application:${a.id}:submitted` };
    for (let i = 0; i < 2; i++) await sendApplicationEmail({ ...email, secret: "s", kinds: APPLICATION_KINDS }, job);
    const [mail, ...more] = await readOutbox(db, { to: input.request.email });
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Travel card application ${app!.reference}: Application received`);
    expect(mail?.text).toContain(
      "We have received your travel card application (Tern travel card (USD), Chidi Okafor)",
    );
    expect(mail?.text).toContain(`https://tern.example/manage-booking/${a.id}?access=`);

    // A member's application is one of their orders: My Trips and the member API list it, with no total.
    const member = { ...input, visitorId: `visitor-m-${tag}`, memberId: `member-${tag}` };
    const mine = await startApplication(deps, member);
    if (!mine.ok) throw new Error("not started");
    const lines = await memberOrders(db, `member-${tag}`, "en-US");
    expect(lines).toEqual([
      expect.objectContaining({ kind: "travel_card", id: mine.id, status: "submitted", total: null, startsOn: null }),
    ]);
    expect((await findOrder(db, mine.id))?.kind.managePath(mine.id)).toBe(`/applications/${mine.id}`);
  });

  test("a listing is sent once its photo is in; the cron moves it a step at a time, once even when run twice", async () => {
    const app = await draftListing();
    const deps = depsAt(testClock);
    expect(await submitApplication(deps, app)).toBe("missing_files");
    await attachFile(deps, app, "photo-1", new File([PNG], "front.png", { type: "image/png" }));
    expect(await submitApplication(deps, app)).toBe("submitted");
    const later = depsAt(testClockAhead(60_000));
    sent.length = 0;
    await Promise.all([advanceApplications(later), advanceApplications(later)]);
    const moved = await getApplication(db, APPLICATION_KINDS, app.id);
    expect(moved?.status).toBe("checked");
    const events = await db.select().from(statusEvents).where(eq(statusEvents.subjectId, app.id));
    expect(events.map((e) => e.toStatus)).toEqual(["draft", "submitted", "checked"]);
    const mine = sent.filter((job) => (job as { applicationId: string }).applicationId === app.id);
    expect(new Set(mine.map((job) => JSON.stringify(job)))).toEqual(
      new Set([
        JSON.stringify({
          kind: "application_email",
          applicationId: app.id,
          status: "checked",
          dedupeKey: `application:${app.id}:checked`,
        }),
      ]),
    );
    await advanceApplications(depsAt(testClockAhead(120_000)));
    const decided = await getApplication(db, APPLICATION_KINDS, app.id);
    expect(decided).toMatchObject({ status: "decided", outcome: "approved" });
  });

  test("'Moredocs' is asked for its photo again: only that slot reopens, and giving it sends it back", async () => {
    const app = await draftListing("Ngozi Moredocs");
    const deps = depsAt(testClock);
    await attachFile(deps, app, "photo-1", new File([PNG], "a.png", { type: "image/png" }));
    await submitApplication(deps, app);
    await advanceApplications(depsAt(testClockAhead(60_000)));
    const asked = await getApplication(db, APPLICATION_KINDS, app.id);
    expect(asked).toMatchObject({ status: "more_needed", needs: ["photo-1"] });
    const png = () => new File([PNG], "b.png", { type: "image/png" });
    expect(await attachFile(deps, asked!, "photo-2", png())).toEqual({ ok: false, reason: "closed" });
    expect(await attachFile(deps, asked!, "photo-1", png())).toEqual({ ok: true });
    expect((await getApplication(db, APPLICATION_KINDS, app.id))?.status).toBe("submitted");
    await advanceApplications(depsAt(testClockAhead(120_000)));
    expect((await getApplication(db, APPLICATION_KINDS, app.id))?.status).toBe("checked");
  });

  test("a decided application's files are deleted after the retention period, a lapsed draft's with it", async () => {
    const app = await draftListing("Bola Refused");
    const deps = depsAt(testClock);
    await attachFile(deps, app, "photo-1", new File([PNG], "a.png", { type: "image/png" }));
    await submitApplication(deps, app);
    await advanceApplications(depsAt(testClockAhead(60_000)));
    await advanceApplications(depsAt(testClockAhead(120_000)));
    expect(await getApplication(db, APPLICATION_KINDS, app.id)).toMatchObject({
      status: "decided",
      outcome: "refused",
    });
    await purgeApplicationFiles(depsAt(testClockAhead(FILE_RETENTION_DAYS * 86_400_000 - 60_000)));
    expect(await uploadsOf(db, app.id)).toHaveLength(1);
    await purgeApplicationFiles(depsAt(testClockAhead(FILE_RETENTION_DAYS * 86_400_000 + 180_000)));
    expect(await uploadsOf(db, app.id)).toEqual([]);
    expect((await env.UPLOADS.list({ prefix: `${app.id}/` })).objects).toEqual([]);

    const draft = await draftListing();
    await attachFile(deps, draft, "photo-2", new File([PNG], "c.png", { type: "image/png" }));
    await purgeApplicationFiles(depsAt(testClockAhead(30 * 86_400_000)));
    expect((await getApplication(db, APPLICATION_KINDS, draft.id))?.status).toBe("expired");
    expect(await uploadsOf(db, draft.id)).toEqual([]);
  });
});
