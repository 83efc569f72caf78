import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { ErrorKey } from "./views";
import { clockContext, dbContext, memberContext } from "~/context";
import type { PayableRef } from "~/domains/checkout/payable";
import type { Money } from "~/domains/markets/markets";
import { accountOf, balanceOf, maxRedeemable, pointsIdFor, pointsWorth } from "~/domains/points/ledger.server";
import { amountDue, type RedeemRefusal, redeemedFor, redeemForPayable } from "~/domains/points/redeem.server";
import { RedeemPointsSchema } from "~/domains/points/schema";
import { POINTS } from "~/domains/points/terms";
import { accountPath } from "./account.server";
import { checkoutDeps } from "./booking-step.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The payment step's wakapoints (product rules §5), for every product: what a signed-in member may use on this
 * payable, the points already used and what is left to pay. A visitor is asked to sign in.
 */
export async function pointsAtPayment(context: Context, payable: PayableRef, price: Money) {
  const db = context.get(dbContext);
  const member = context.get(memberContext);
  const due = await amountDue(db, payable, price);
  const used = await redeemedFor(db, payable.id);
  const applied =
    used > 0 ? { points: used, worth: { amount: price.amount - due.amount, currency: price.currency } } : null;
  if (!member) return { signedIn: false as const, applied, due, signIn: accountPath(context, "/sign-in") };
  const account = await accountOf(db, member.id);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const { available } = account ? await balanceOf(db, account.id, today) : { available: 0 };
  const max = Math.min(maxRedeemable(price), available);
  return {
    signedIn: true as const,
    applied,
    due,
    pointsId: account?.id ?? (await pointsIdFor(member.id)),
    hasPin: Boolean(account?.pinHash),
    available,
    availableWorth: pointsWorth(available, price.currency),
    min: POINTS.minRedeem,
    max,
    pinPage: accountPath(context, "/points"),
  };
}

export type PointsAtPayment = Awaited<ReturnType<typeof pointsAtPayment>>;

/** Where each refusal is said: beside its field, or above the form. */
const REFUSALS: Record<RedeemRefusal, { field?: "pointsId" | "points" | "pin"; message: string }> = {
  wakapoint: { field: "pointsId", message: "errors.wakapoint" },
  no_pin: { field: "pin", message: "errors.pinNotSet" },
  pin: { field: "pin", message: "errors.pinWrong" },
  locked: { field: "pin", message: "errors.pinLocked" },
  too_few: { field: "points", message: "errors.pointsTooFew" },
  too_many: { field: "points", message: "errors.pointsTooMany" },
  insufficient: { field: "points", message: "errors.pointsInsufficient" },
  already: { message: "errors.pointsAlready" },
  paid: { message: "errors.pointsAlready" },
  gateway: { message: "errors.paymentRequest" },
};

/**
 * POST intent "points" on a payment step: redeems the member's points for the payable at its price, then back to the
 * step (`here`), which shows the lower amount; a refusal re-renders the form with its message, the PIN never echoed.
 * One paid at the old price meanwhile (domains/points: redeemForPayable) sends the step to its summary.
 */
export async function redeemPoints(
  context: Context,
  form: FormData,
  input: { payable: PayableRef; price: Money; here: string; summary: string },
) {
  const member = context.get(memberContext);
  if (!member) throw redirect(`${accountPath(context, "/sign-in")}?${new URLSearchParams({ redirectTo: input.here })}`);
  const submission = parseWithZod(form, { schema: RedeemPointsSchema });
  const hide = { hideFields: ["pin"] };
  if (submission.status !== "success") {
    return data({ points: { result: submission.reply(hide), alert: "errors.form" as ErrorKey } }, { status: 400 });
  }
  const result = await redeemForPayable(checkoutDeps(context), {
    ...submission.value,
    memberId: member.id,
    payable: input.payable,
    price: input.price,
  });
  if (result.ok) return redirect(input.here);
  if (result.reason === "paid") return redirect(input.summary);
  const refusal = REFUSALS[result.reason];
  const reply = submission.reply({
    ...hide,
    ...(refusal.field ? { fieldErrors: { [refusal.field]: [refusal.message] } } : { formErrors: [refusal.message] }),
  });
  return data(
    { points: { result: reply, alert: refusal.field ? ("errors.form" as ErrorKey) : refusal.message } },
    { status: 400 },
  );
}
