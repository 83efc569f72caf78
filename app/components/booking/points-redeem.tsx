import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import * as css from "~/components/booking/booking.css";
import { type ErrorKey, fieldsInError, FormAlert, InputField, PinField, ResendToken } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatMoney, type Money } from "~/domains/markets/markets";
import { type RedeemPointsForm, RedeemPointsSchema } from "~/domains/points/schema";
import type { Locale } from "~/i18n/locales";

/** What a payment step knows of the member's points on its payable (app/utils/points-step.server.ts). */
export type PointsOffer =
  | { signedIn: false; applied: Applied; due: Money; signIn: string }
  | {
      signedIn: true;
      applied: Applied;
      due: Money;
      pointsId: string;
      hasPin: boolean;
      available: number;
      availableWorth: Money;
      min: number;
      max: number;
      pinPage: string;
    };

type Applied = { points: number; worth: Money } | null;

/**
 * "Use wakapoints" on a payment step, for every product (product rules §5): the member's points id, how many
 * points, and the PIN; once used, what they pay and what is left. A visitor is offered to sign in first.
 */
export function PointsRedeem({
  offer,
  locale,
  here,
  actionData,
}: {
  offer: PointsOffer;
  locale: Locale;
  /** This page, to come back to after signing in. */
  here: string;
  actionData?: { result?: SubmissionResult<string[]>; alert?: ErrorKey } | undefined;
}) {
  const { t } = useTranslation("booking");
  const count = new Intl.NumberFormat(locale);
  const [form, fields] = useForm<RedeemPointsForm>({
    id: "points",
    lastResult: actionData?.result,
    defaultValue: { pointsId: offer.signedIn ? offer.pointsId : "" },
    constraint: getZodConstraint(RedeemPointsSchema),
    shouldValidate: "onBlur",
  });
  let body;
  if (offer.applied) {
    body = (
      <p role="status">
        {t("points.applied", {
          points: count.format(offer.applied.points),
          worth: formatMoney(offer.applied.worth, locale),
        })}{" "}
        <strong>{t("points.due", { amount: formatMoney(offer.due, locale) })}</strong>
      </p>
    );
  } else if (!offer.signedIn) {
    body = (
      <p>
        <Link to={`${offer.signIn}?${new URLSearchParams({ redirectTo: here })}`}>{t("points.signIn")}</Link>
      </p>
    );
  } else {
    body = (
      <>
        <p>
          {t("points.intro", {
            available: count.format(offer.available),
            worth: formatMoney(offer.availableWorth, locale),
          })}{" "}
          {offer.max >= offer.min
            ? t("points.range", { min: count.format(offer.min), max: count.format(offer.max) })
            : t("points.notEnough", { min: count.format(offer.min) })}
        </p>
        {offer.hasPin ? null : (
          <p>
            {t("points.noPin")} <Link to={offer.pinPage}>{t("points.pinPage")}</Link>
          </p>
        )}
        {offer.max >= offer.min && offer.hasPin ? (
          // It answers with the payment step again: in place with the enhancement script (decision 025).
          <Form method="post" {...getFormProps(form)} data-enhance="">
            <ResendToken />
            <FormAlert
              message={actionData?.alert}
              fields={fieldsInError([
                [fields.pointsId, t("points.pointsId")],
                [fields.points, t("points.points")],
                [fields.pin, t("points.pin")],
              ])}
            />
            <div className={css.fieldRow}>
              <InputField label={t("points.pointsId")} field={fields.pointsId} type="text" />
              <InputField label={t("points.points")} field={fields.points} type="text" inputMode="numeric" />
              <PinField label={t("points.pin")} field={fields.pin} />
            </div>
            <Button variant="secondary" name="intent" value="points">
              {t("points.submit")}
            </Button>
          </Form>
        ) : null}
      </>
    );
  }
  return (
    <section className={css.panel} aria-labelledby="points-heading">
      <h2 id="points-heading">{t("points.heading")}</h2>
      {body}
    </section>
  );
}
