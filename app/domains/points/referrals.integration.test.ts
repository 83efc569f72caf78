import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { members } from "~/domains/accounts/tables";
import { getMember, type Member } from "~/domains/accounts/members.server";
import { db, harness, refundedInFull, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { accountOf, historyOf } from "./ledger.server";
import {
  chooseUsername,
  emailKey,
  linkReferee,
  referralCounts,
  referrerByUsername,
  usernameOf,
} from "./referrals.server";
import { referrerIn } from "./referral-cookie.server";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { loader as referralPage } from "~/routes/account/referral-validate";
import { stepContext } from "../../../tests/support/requests";
import { REFERRAL } from "./terms";

// Referrals in workerd (decision 016): usernames unique without regard to case, a referee linked once and never to themselves,
// the first ticketed booking rewarding both sides once (also when two are ticketed at once), a full refund reversing it.
startDaysAt(660);

async function member(first: string, last: string, email = `${first}-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const id = `m-${crypto.randomUUID()}`;
  const at = testClock().toISOString();
  await db.insert(members).values({
    id,
    email: email.toLowerCase(),
    firstName: first,
    lastName: last,
    locale: "en-US",
    createdAt: at,
    updatedAt: at,
  });
  return (await getMember(db, id)) as Member;
}

/** A member's flight booked, paid and ticketed (twice at once: ticketing runs at least once). */
const ticketedFor = (memberId: string) =>
  ticketedBooking(`ref-${crypto.randomUUID().slice(0, 8)}`, { memberId, ticketingRuns: 2 });

const rewards = async (memberId: string) =>
  (await historyOf(db, (await accountOf(db, memberId))?.id ?? "none")).filter((e) => e.id.includes("referral:"));

describe("referrals", () => {
  test("a username is given from the name, unique without regard to case, and may be changed", async () => {
    const now = testClock();
    const ada = await member("Adá", "Obi");
    const given = await usernameOf(db, ada, now);
    expect(given).toMatch(/^ada\.obi\d*$/);
    expect(await usernameOf(db, ada, now)).toBe(given);
    const other = await member("Ada", "Obi");
    expect(await usernameOf(db, other, now)).not.toBe(given);
    const chosen = `Ada-${crypto.randomUUID().slice(0, 6)}`;
    expect(await chooseUsername(db, ada.id, chosen, now)).toEqual({ ok: true });
    expect(await chooseUsername(db, other.id, chosen.toUpperCase(), now)).toEqual({ ok: false, reason: "taken" });
    expect(await chooseUsername(db, other.id, "1ab", now)).toEqual({ ok: false, reason: "format" });
    expect(await referrerByUsername(db, chosen.toLowerCase())).toMatchObject({ memberId: ada.id, firstName: "Adá" });
    expect(await referrerByUsername(db, "nobody.here")).toBeNull();
  });

  test("a referee is linked once; oneself under another form of the address, or a second account, never", async () => {
    const now = testClock();
    const referrer = await member("Bola", "Ade");
    const [local, domain] = referrer.email.split("@");
    const self = await member("Bola", "Again", `${local}+second@${domain}`);
    expect(await linkReferee(db, { referrerId: referrer.id, referee: self }, now)).toBe("self");
    const friend = await member("Chidi", "Eze");
    expect(await linkReferee(db, { referrerId: referrer.id, referee: friend }, now)).toBe("linked");
    expect(await linkReferee(db, { referrerId: referrer.id, referee: friend }, now)).toBe("linked");
    // The friend deletes the account and registers again with the same address: no second referral.
    await db.delete(members).where(eq(members.id, friend.id));
    const again = await member("Chidi", "Eze", friend.email);
    expect(await linkReferee(db, { referrerId: referrer.id, referee: again }, now)).toBe("already");
    expect((await referralCounts(db, referrer.id)).signUps).toBe(1);
  });

  test("a Gmail address is one person however it is dotted, tagged or spelt (googlemail.com)", async () => {
    const now = testClock();
    const name = `bola${crypto.randomUUID().slice(0, 6)}`;
    const referrer = await member("Bola", "Ade", `${name}@gmail.com`);
    for (const spelt of [
      `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`,
      `${name}+x@googlemail.com`,
      `B.${name.slice(1)}@Gmail.com`,
    ]) {
      const self = await member("Bola", "Again", spelt);
      expect(await linkReferee(db, { referrerId: referrer.id, referee: self }, now)).toBe("self");
    }
    // Another provider's dots are its own: a different person.
    expect(await emailKey(`a.b${name}@example.com`)).not.toBe(await emailKey(`ab${name}@example.com`));
  });

  test("the first referral link a browser follows wins over a later one while it is remembered", async () => {
    const now = testClock();
    const first = await member("Dayo", "First");
    const later = await member("Efe", "Later");
    const [firstName, laterName] = [await usernameOf(db, first, now), await usernameOf(db, later, now)];
    const open = async (username: string, cookie = "") => {
      const request = new Request(`https://tern.test/account/referral/validate/${username}`, {
        headers: { Cookie: cookie },
      });
      const context = await stepContext(null);
      let answer: unknown;
      await i18nextMiddleware({ request, context, params: { username } } as never, async () => {
        answer = await referralPage({ request, context, params: { username } } as never);
        return new Response();
      });
      const { data, init } = answer as { data: { referrer: string }; init?: ResponseInit };
      const setCookie = new Headers(init?.headers).get("Set-Cookie");
      return { referrer: data.referrer, cookie: setCookie?.split(";")[0] ?? null };
    };
    const followed = await open(firstName);
    expect(followed).toMatchObject({ referrer: "Dayo" });
    expect(followed.cookie).toMatch(/^__Host-tern_referral=./);
    // A later link: the page names the first referrer, and the browser's cookie is left as it was.
    expect(await open(laterName, followed.cookie ?? "")).toEqual({ referrer: "Dayo", cookie: null });
    // Without the first one remembered, the later link is followed.
    expect(await open(laterName)).toMatchObject({ referrer: "Efe" });
    expect(await referrerIn(env.SESSION_SECRET, followed.cookie)).toBe(first.id);
  });

  test("the referee's first ticketed booking rewards both once, two at once too; a full refund takes it back", async () => {
    const now = testClock();
    const referrer = await member("Ngozi", "Okafor");
    const referee = await member("Tunde", "Bello");
    expect(await linkReferee(db, { referrerId: referrer.id, referee }, now)).toBe("linked");
    // Two first bookings ticketed at the same time.
    const [first, second] = await Promise.all([ticketedFor(referee.id), ticketedFor(referee.id)]);
    expect([first.status, second.status]).toEqual(["ticketed", "ticketed"]);
    const [mine, theirs] = [await rewards(referee.id), await rewards(referrer.id)];
    expect(mine.map((e) => [e.kind, e.points])).toEqual([["referral", REFERRAL.points]]);
    expect(theirs.map((e) => [e.kind, e.points])).toEqual([["referral", REFERRAL.points]]);
    expect(await referralCounts(db, referrer.id)).toEqual({ signUps: 1, bookings: 1, pointsEach: REFERRAL.points });
    // A later booking earns no second reward.
    await ticketedFor(referee.id);
    expect(await rewards(referrer.id)).toHaveLength(1);

    // The rewarded booking refunded in full: both rewards are taken back.
    const rewarded = mine[0]?.orderId === first.id ? first : second;
    expect((await refundedInFull(harness(), rewarded)).status).toBe("refunded");
    expect((await rewards(referrer.id)).map((e) => e.kind).sort()).toEqual(["referral", "reverse"]);
    expect((await rewards(referee.id)).reduce((sum, e) => sum + e.points, 0)).toBe(0);
    expect((await referralCounts(db, referrer.id)).bookings).toBe(0);
  });
});
