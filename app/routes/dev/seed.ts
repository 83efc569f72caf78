import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { clockContext, dbContext, envContext } from "~/context";
import { checkoutDepsFor, sandboxGatewayFor } from "~/services.server";
import { sandboxFareDrop } from "~/domains/subscriptions/price-watch.server";
import { requireDevTools } from "~/utils/deployment.server";
import { RolesSchema } from "~/domains/staff/roles";
import { createStaff } from "~/domains/staff/staff.server";
import { confirmPaidOrder, pointsFromATakenTrip, ticketBooking } from "~/utils/seeds.server";
import { PROPERTY_ID } from "~/domains/hotels/supplier";
import { nameManager } from "~/domains/owners/properties.server";
import type { Route } from "./+types/seed";

const Id = z.string().regex(/^[a-z0-9]{16}$/);
const SeedSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("ticket"), bookingId: Id }),
  z.object({ intent: z.literal("confirm_order"), orderId: Id }),
  z.object({ intent: z.literal("fare_drop"), email: z.email() }),
  z.object({ intent: z.literal("points"), email: z.email(), points: z.coerce.number().int().min(1).max(1_000_000) }),
  z.object({ intent: z.literal("manager"), email: z.email(), propertyId: z.string().regex(PROPERTY_ID) }),
  z.object({
    intent: z.literal("staff"),
    email: z.email(),
    roles: z
      .string()
      .transform((r) => r.split(","))
      .pipe(RolesSchema),
  }),
]);

/** The password of a desk account /dev/seed makes (a test's own, so its TOTP codes are its own too). */
const SEEDED_STAFF_PASSWORD = "desk-e2e-password";

/** The sandbox's succeeding card (docs/sandbox.md). */
const CARD = "4242424242424242";

/**
 * POST /dev/seed (dev tools on loopback only, like the mailbox): end-to-end set-up done by the domain directly, so a
 * journey about manage booking or a stay starts from a ticketed booking or a confirmed order (a stay) without paying through the
 * pages first (app/utils/seeds.server.ts). Answers what it made, as JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(envContext);
  requireDevTools(request, env);
  const submission = parseWithZod(await request.formData(), { schema: SeedSchema });
  if (submission.status !== "success") return Response.json({ error: submission.error }, { status: 400 });
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const deps = checkoutDepsFor(env, db, now);
  const gateway = sandboxGatewayFor(env, db, now);
  const pay = (sessionId: string) => gateway.payByCard(sessionId, CARD);
  const seed = submission.value;
  if (seed.intent === "fare_drop") {
    return Response.json(
      { watches: await sandboxFareDrop(db, seed.email) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (seed.intent === "staff") {
    const made = await createStaff(db, {
      ...seed,
      name: seed.email.split("@")[0] ?? seed.email,
      password: SEEDED_STAFF_PASSWORD,
      now,
    });
    if (!made) return Response.json({ error: "taken" }, { status: 409 });
    return Response.json(
      { email: seed.email, password: SEEDED_STAFF_PASSWORD, secret: made.secret, recoveryCodes: made.recoveryCodes },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (seed.intent === "manager") {
    const named = await nameManager(db, seed.propertyId, seed.email, now);
    return Response.json(named ? { email: seed.email, propertyId: seed.propertyId } : { error: "no such property" }, {
      status: named ? 200 : 404,
      headers: { "Cache-Control": "no-store" },
    });
  }
  if (seed.intent === "points") {
    return Response.json(await pointsFromATakenTrip(db, seed.email, seed.points, now), {
      headers: { "Cache-Control": "no-store" },
    });
  }
  const made =
    seed.intent === "ticket"
      ? await ticketBooking(deps, pay, seed.bookingId)
      : await confirmPaidOrder(deps, pay, seed.orderId);
  return Response.json(made, { headers: { "Cache-Control": "no-store" } });
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireDevTools(request, context.get(envContext));
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
