import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { startSession } from "~/domains/accounts/sessions.server";
import {
  claimFormOutcome,
  FORM_OUTCOME_KEEP_MS,
  purgeFormOutcomes,
  recordFormOutcome,
} from "~/domains/core/form-outcomes.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { action as feedbackAction } from "~/routes/feedback";
import { action as selectAction } from "~/routes/flight/search";
import { action as registerAction } from "~/routes/account/register";
import { action as profileAction } from "~/routes/account/profile-edit";
import { action as coTravellerAction } from "~/routes/account/traveller";
import { action as travellersAction } from "~/routes/booking/travellers";
import { action as extrasAction } from "~/routes/booking/extras";
import { action as subscribeAction } from "~/routes/subscribe/index";
import { action as activityAction } from "~/routes/things-to-do/activity";
import { action as refundAction } from "~/routes/manage-booking/refund";
import { sandboxActivitySupplier } from "~/domains/activities/sandbox/supplier";
import { adult, bookingReady, harness, ticketedBooking } from "../../tests/support/checkout";
import { registerMember, uniqueEmail } from "../../tests/support/accounts";
import { testClock, testDay } from "../../tests/support/clock";
import { firstOffer } from "../../tests/support/offers";
import { browserCookie, databaseState, page, pageToken, send, sendTwice } from "../../tests/support/resend";

// Forms safe to resend (decision 022): each writing form sent twice with one token, its first answer lost,
// acts once and answers the second send with the first outcome.

const db = createDb(env.DB);
const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
const h = harness();
let nextDay = 40;

/** What the traveller's browser is told both times: the same status, redirect and page; a cookie only the first time. */
function expectSameAnswer(sent: Awaited<ReturnType<typeof sendTwice>>) {
  expect(sent.changedByFirst).toBe(true);
  expect(sent.changedBySecond).toBe(false);
  expect(sent.second).toEqual({ ...sent.first, cookies: [] });
}

const travellerFields = (email: string) => {
  const fields: Record<string, string> = { email, emailConfirm: email, phone: "+2348012345678" };
  for (const [key, value] of Object.entries(adult("Okafor"))) fields[`travellers[0].${key}`] = value;
  return fields;
};

async function signedIn() {
  const { member } = await registerMember();
  const { token } = await startSession(db, member.id, "web", testClock());
  return { member, cookie: await browserCookie(crypto.randomUUID(), token) };
}

describe("each writing form sent twice with one token acts once", () => {
  test("selecting a fare opens one booking, and both answers go to it", async () => {
    const offer = await firstOffer(supplier, { to: "ABV", date: testDay(nextDay++) });
    const family = offer.families[0]?.code ?? "";
    const path = "/flight/search?trip=oneway";
    const sent = await sendTwice(
      selectAction,
      path,
      { offerId: offer.id, family },
      { cookie: await browserCookie("r-select") },
    );
    expectSameAnswer(sent);
    expect(sent.first.location).toMatch(/^\/booking\/[^/]+\/travellers$/);
  });

  test("the travellers step saves the travellers once", async () => {
    const booking = await bookingReady(h, "r-travellers");
    const path = `/booking/${booking.id}/travellers`;
    const sent = await sendTwice(travellersAction, path, travellerFields("r-travellers-2@example.com"), {
      cookie: await browserCookie("r-travellers"),
      params: { bookingId: booking.id },
    });
    expectSameAnswer(sent);
    expect(sent.first.location).toBe(`/booking/${booking.id}/extras`);
  });

  test("the extras step keeps one bag", async () => {
    const booking = await bookingReady(h, "r-extras");
    const path = `/booking/${booking.id}/extras`;
    const sent = await sendTwice(
      extrasAction,
      path,
      { intent: "continue", "bags.0.0": "1" },
      {
        cookie: await browserCookie("r-extras"),
        params: { bookingId: booking.id },
      },
    );
    expectSameAnswer(sent);
  });

  test("a ticket for a thing to do opens one order", async () => {
    const [offer] = await sandboxActivitySupplier().search({
      cityCode: "LOS",
      kind: "tours",
      locale: "en-US",
      currency: "NGN",
    });
    if (!offer) throw new Error("no tour in Lagos");
    const fields = { date: testDay(nextDay++), slot: offer.slots[0] ?? "", adults: "1", children: "0" };
    const sent = await sendTwice(activityAction, `/things-to-do/${offer.id}`, fields, {
      cookie: await browserCookie("r-activity"),
      params: { activityId: offer.id },
    });
    expectSameAnswer(sent);
    expect(sent.first.location).toMatch(/^\/order\/[^/]+\/details$/);
  });

  test("a refund request from manage booking opens one case", async () => {
    const booking = await ticketedBooking("r-refund");
    const fields = {
      reason: "unused_tickets",
      positions: "0",
      bankName: "Sandbox Bank",
      accountNumber: "0123456789",
      accountName: "Ade Okafor",
      terms: "on",
    };
    const sent = await sendTwice(refundAction, `/manage-booking/${booking.id}/refund`, fields, {
      cookie: await browserCookie("r-refund"),
      params: { bookingId: booking.id },
    });
    expectSameAnswer(sent);
    expect(sent.first.location).toBe(`/manage-booking/${booking.id}`);
  });

  test("sign-up sends one code", async () => {
    const fields = { email: uniqueEmail("r-register"), firstName: "Ada", lastName: "Obi" };
    const sent = await sendTwice(registerAction, "/account/register", fields, { cookie: await browserCookie("r-reg") });
    expectSameAnswer(sent);
    expect(sent.first.location).toMatch(/^\/account\/register\/verify\?/);
  });

  test("a member's profile and a co-traveller are saved once", async () => {
    const { cookie } = await signedIn();
    const profile = await sendTwice(
      profileAction,
      "/account/profile/edit",
      { firstName: "Adaeze", lastName: "Obi", phone: "+2348012345678" },
      { cookie },
    );
    expectSameAnswer(profile);
    const traveller = { ...adult("Eze"), ageGroup: "adult" };
    const coTraveller = await sendTwice(coTravellerAction, "/account/travellers/new", traveller, { cookie });
    expectSameAnswer(coTraveller);
  });

  test("a subscription and a feedback message are kept once", async () => {
    const cookie = await browserCookie("r-subscribe");
    const fields = { kind: "newsletter", email: uniqueEmail("r-news"), from: "/" };
    expectSameAnswer(await sendTwice(subscribeAction, "/subscribe", fields, { cookie }));
    const message = { message: "The results page was quick on my phone.", page: "/flight" };
    expectSameAnswer(await sendTwice(feedbackAction, "/feedback", message, { cookie }));
  });
});

describe("the token", () => {
  const NEW_TRAVELLER = "/account/travellers/new";
  const traveller = (lastName: string) => ({ ...adult(lastName), ageGroup: "adult" });

  test("without it, the same form sent twice acts twice (what the guard is for)", async () => {
    const { cookie } = await signedIn();
    const before = await databaseState();
    await send(coTravellerAction, NEW_TRAVELLER, traveller("Twice"), { cookie });
    const once = await databaseState();
    await send(coTravellerAction, NEW_TRAVELLER, traveller("Twice"), { cookie });
    expect(once).not.toBe(before);
    expect(await databaseState()).not.toBe(once);
  });

  test("another form on the same page (other fields or URL) with the same token is its own send", async () => {
    const { cookie } = await signedIn();
    const token = await pageToken(NEW_TRAVELLER, cookie);
    await send(coTravellerAction, NEW_TRAVELLER, traveller("First"), { cookie, token });
    const between = await databaseState();
    await send(coTravellerAction, NEW_TRAVELLER, traveller("Second"), { cookie, token });
    const afterSecond = await databaseState();
    expect(afterSecond).not.toBe(between);
    // The same fields sent to another URL of the page (another query) are another send too.
    await send(coTravellerAction, `${NEW_TRAVELLER}?from=profile`, traveller("Second"), { cookie, token });
    expect(await databaseState()).not.toBe(afterSecond);
  });

  test("a token given to another browser replays nothing: the send runs as its own", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const token = await pageToken(NEW_TRAVELLER, mine.cookie);
    const first = await send(coTravellerAction, NEW_TRAVELLER, traveller("Okoro"), { cookie: mine.cookie, token });
    const between = await databaseState();
    const other = await send(coTravellerAction, NEW_TRAVELLER, traveller("Okoro"), { cookie: theirs.cookie, token });
    expect(await databaseState()).not.toBe(between);
    expect(other.location).toBe(first.location);
  });

  test("two browsers without a cookie sending one token never share an answer or a cookie", async () => {
    const offer = await firstOffer(supplier, { to: "ABV", date: testDay(nextDay++) });
    const path = "/flight/search?trip=oneway";
    const fields = { offerId: offer.id, family: offer.families[0]?.code ?? "" };
    // The page a cookieless browser is given comes with a session of its own, which its token is bound to.
    const given = await page(path, "");
    expect(given.cookie).toMatch(/^__Host-tern_session=./);
    const first = await send(selectAction, path, fields, { cookie: given.cookie ?? "", token: given.token });
    expect(first.location).toMatch(/^\/booking\/[^/]+\/travellers$/);
    // Two other browsers, without a cookie, send the same token and fields: each runs as its own send, and is told
    // nothing of the first one's booking or session.
    const others = await Promise.all([
      send(selectAction, path, fields, { cookie: "", token: given.token }),
      send(selectAction, path, fields, { cookie: "", token: given.token }),
    ]);
    for (const other of others) {
      expect(other.location).toMatch(/^\/booking\/[^/]+\/travellers$/);
      expect(other.location).not.toBe(first.location);
      for (const cookie of first.cookies) expect(other.cookies).not.toContain(cookie);
    }
    expect(others[0]?.location).not.toBe(others[1]?.location);
    // The first browser sending again gets its own answer back, without a cookie.
    const again = await send(selectAction, path, fields, { cookie: given.cookie ?? "", token: given.token });
    expect(again).toEqual({ ...first, cookies: [] });
  });

  test("a second send while the first is still running is told so (409), and nothing runs twice", async () => {
    const { cookie } = await signedIn();
    const token = await pageToken(NEW_TRAVELLER, cookie);
    let release: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (release = resolve));
    const slowly = async (args: never) => {
      await running;
      return coTravellerAction(args);
    };
    const first = send(slowly, NEW_TRAVELLER, traveller("Slow"), { cookie, token });
    // The first has claimed its key before the second arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = await databaseState();
    const second = await send(coTravellerAction, NEW_TRAVELLER, traveller("Slow"), { cookie, token }).catch(
      (thrown: unknown) => thrown,
    );
    expect(second).toMatchObject({ init: { status: 409 }, data: { resend: "pending" } });
    expect(await databaseState()).toBe(before);
    release();
    expect((await first).status).toBe(302);
    expect(await databaseState()).not.toBe(before);
  }, 20_000);

  test("the cron keeps answers a day, and a claim a dead Worker left is taken over after a minute", async () => {
    const key = `r-purge-${crypto.randomUUID()}`;
    expect(await claimFormOutcome(db, key, testClock())).toEqual({ kind: "new" });
    expect(await claimFormOutcome(db, key, new Date(testClock().getTime() + 30_000))).toEqual({ kind: "pending" });
    expect(await claimFormOutcome(db, key, new Date(testClock().getTime() + 61_000))).toEqual({ kind: "new" });
    await purgeFormOutcomes(db, new Date(testClock().getTime() + FORM_OUTCOME_KEEP_MS + 62_000));
    expect(await claimFormOutcome(db, key, testClock())).toEqual({ kind: "new" });

    // A kept answer: still there a minute short of a day, gone a minute past it.
    const kept = `r-kept-${crypto.randomUUID()}`;
    const sentAt = testClock();
    expect(await claimFormOutcome(db, kept, sentAt)).toEqual({ kind: "new" });
    await recordFormOutcome(db, kept, "sealed-answer");
    const at = (ms: number) => new Date(sentAt.getTime() + ms);
    await purgeFormOutcomes(db, at(FORM_OUTCOME_KEEP_MS - 60_000));
    expect(await claimFormOutcome(db, kept, at(FORM_OUTCOME_KEEP_MS - 60_000))).toEqual({
      kind: "done",
      sealed: "sealed-answer",
    });
    await purgeFormOutcomes(db, at(FORM_OUTCOME_KEEP_MS + 60_000));
    expect(await claimFormOutcome(db, kept, at(FORM_OUTCOME_KEEP_MS + 60_000))).toEqual({ kind: "new" });
  });
});
