import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { fieldsInError, FormAlert, PinField, ResendToken } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, localeContext, marketContext } from "~/context";
import { hashPassword } from "~/domains/accounts/passwords.server";
import { ordersOf } from "~/domains/orders/orders.server";
import { accountOf, balanceOf, historyOf, pointsIdFor, pointsWorth, setPin } from "~/domains/points/ledger.server";
import { SetPinSchema, type SetPinForm } from "~/domains/points/schema";
import { POINTS } from "~/domains/points/terms";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import { accountMeta, accountPath, redirectWithNotice, requireMember } from "~/utils/account.server";
import { readNotice } from "~/utils/flash.server";
import { localDate } from "~/lib/format-time";
import { useLocalePath } from "~/components/locale-link";
import type { Route } from "./+types/points";

/** A referrer's reward entry: whom they referred, and that booking, stay private. */
const referrerEntry = (entryId: string) => /^(reverse:)?referral:.*:referrer$/.test(entryId);

/**
 * GET /account/points: the member's wakapoints (product rules §5): the points id, the points available and
 * pending, and the history with each entry's booking; POST sets or resets the PIN that redemption asks for. The
 * account opens on its first entry or PIN: a GET writes nothing, and shows the id the member will have.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const account = await accountOf(db, member.id);
  const id = account?.id ?? (await pointsIdFor(member.id));
  const balance = account ? await balanceOf(db, id, today) : { available: 0, pending: 0 };
  const history = account ? await historyOf(db, id) : [];
  // Each entry names its order as the traveller knows it: its reference, linked to where it is managed.
  const shown = history.filter((entry) => entry.orderId && !referrerEntry(entry.id));
  const lines = await ordersOf(db, [...new Set(shown.map((entry) => entry.orderId ?? ""))], locale);
  const orderOf = (orderId: string | null) => lines.find((line) => line.id === orderId) ?? null;
  const flash = await readNotice(request);
  const count = new Intl.NumberFormat(locale);
  return data(
    {
      meta: accountMeta(context, "points"),
      notice: flash.notice,
      id,
      hasPin: Boolean(account?.pinHash),
      available: count.format(balance.available),
      pending: count.format(balance.pending),
      worth: formatMoney(pointsWorth(balance.available, currency), locale),
      pendingWorth: balance.pending > 0 ? formatMoney(pointsWorth(balance.pending, currency), locale) : null,
      history: history.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        points: `${entry.points > 0 ? "+" : "−"}${count.format(Math.abs(entry.points))}`,
        on: localDate(entry.createdAt.slice(0, 10), locale, "medium"),
        onIso: entry.createdAt.slice(0, 10),
        // A referrer is not shown the booking of whom they referred.
        order: referrerEntry(entry.id) ? null : orderOf(entry.orderId),
      })),
    },
    { headers: flash.headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const submission = parseWithZod(await request.formData(), { schema: SetPinSchema });
  const hide = { hideFields: ["pin", "pinConfirm"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide) }, { status: 400 });
  await setPin(
    context.get(dbContext),
    member.id,
    await hashPassword(submission.value.pin),
    context.get(clockContext)(),
  );
  return redirectWithNotice(accountPath(context, "/points"), "pinSet");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Points({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { id, hasPin, available, pending, worth, pendingWorth, history, notice } = loaderData;
  const localePath = useLocalePath();
  const [form, fields] = useForm<SetPinForm>({
    id: "points-pin",
    lastResult: actionData?.result,
    constraint: getZodConstraint(SetPinSchema),
    shouldValidate: "onBlur",
  });
  return (
    <AccountPage heading={t("points.heading")} menu="profile" notice={notice}>
      <p>{t("points.intro")}</p>
      <section className={bookingCss.panel} aria-labelledby="points-balance">
        <h2 id="points-balance">{t("points.id")}</h2>
        <p>
          <strong>{id}</strong>
        </p>
        <dl className={bookingCss.details}>
          <dt>{t("points.available")}</dt>
          <dd>{available}</dd>
          <dt>{t("points.pending")}</dt>
          <dd>{pending}</dd>
        </dl>
        <p>{t("points.worth", { amount: worth })}</p>
        {pendingWorth ? <p>{t("points.pendingWorth", { amount: pendingWorth })}</p> : null}
        <p className={bookingCss.muted}>{t("points.pendingHint")}</p>
        <p className={bookingCss.muted}>{t("points.rules", { months: String(POINTS.expiryInactiveMonths) })}</p>
      </section>

      <section aria-labelledby="points-history">
        <h2 id="points-history">{t("points.history")}</h2>
        {history.length ? (
          <ul className={bookingCss.details}>
            {history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.onIso}>{entry.on}</time> · {t(`points.kinds.${entry.kind}`)} ·{" "}
                <strong>{t("points.entry", { points: entry.points })}</strong>
                {entry.order ? (
                  <>
                    {" · "}
                    <Link to={localePath(entry.order.path)}>
                      {t("points.order", { reference: entry.order.reference })}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("points.none")}</p>
        )}
      </section>

      <section className={bookingCss.panel} aria-labelledby="points-pin-heading">
        <h2 id="points-pin-heading">{t("points.pin.heading")}</h2>
        <p>{hasPin ? t("points.pin.change") : t("points.pin.set")}</p>
        <Form method="post" {...getFormProps(form)}>
          <ResendToken />
          <FormAlert
            message={null}
            fields={fieldsInError([
              [fields.pin, t("points.pin.pin")],
              [fields.pinConfirm, t("points.pin.pinConfirm")],
            ])}
          />
          <div className={bookingCss.fieldRow}>
            <PinField label={t("points.pin.pin")} field={fields.pin} fresh />
            <PinField label={t("points.pin.pinConfirm")} field={fields.pinConfirm} fresh />
          </div>
          <p className={bookingCss.actions}>
            <Button>{t("points.pin.submit")}</Button>
          </p>
        </Form>
      </section>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
