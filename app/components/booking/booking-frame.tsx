import type { FrameData } from "~/utils/views";
import { Button } from "~/components/ui/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import * as css from "./booking.css";
import { Icon } from "../ui/icon";
import { FareSummary } from "./fare-summary";
import { TripRecap } from "./trip-recap";
import { ResendToken } from "~/components/forms";

export const BOOKING_STEPS = ["travellers", "extras", "payment"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type { FrameData };

/** Every step: the steps, the hold's time left, the page, and the fare summary beside it. */
export function BookingFrame({ frame, step, children }: { frame: FrameData; step: BookingStep; children: ReactNode }) {
  const { t } = useTranslation("booking");
  return (
    <div className={`${container} ${css.frame}`}>
      <div>
        <StepNav
          label={t("steps.label")}
          current={step}
          steps={BOOKING_STEPS.map((s) => ({
            key: s,
            label: t(`steps.${s}`),
            href: s === "travellers" || frame.travellersDone ? `/booking/${frame.bookingId}/${s}` : null,
          }))}
        />
        <TripRecap trip={frame.trip} locale={frame.locale} />
        <div className={css.hold} role="status">
          <Icon name="clock" />
          <p>
            <time dateTime={frame.holdExpiresAt}>{t("hold.heldFor", { count: frame.minutesLeft })}</time>
            <br />
            <small>
              <strong>{t("hold.reference", { reference: frame.reference })}</strong> · {t("hold.referenceHint")}
            </small>
          </p>
        </div>
        {children}
      </div>
      <aside className={css.panel}>
        <FareSummary summary={frame.summary} locale={frame.locale} />
      </aside>
    </div>
  );
}

/** Product rules §4, session expiry: the notice, and "continue" to choose another option in a new session. */
export function ExpiredNotice({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  return (
    <div className={container}>
      <section className={css.notice} role="alert" aria-labelledby="expired-heading">
        <h1 id="expired-heading">{t("expired.title")}</h1>
        <p>{t("expired.body")}</p>
        <Form method="post" action={localePath(`/booking/${bookingId}/restart`)}>
          <ResendToken />
          <Button>{t("expired.continue")}</Button>
        </Form>
      </section>
    </div>
  );
}

/**
 * A booking's numbered steps (a flight's, a stay's): the current one marked, those already reachable linked; on a
 * phone only the current step is named.
 */
export function StepNav({
  label,
  steps,
  current,
}: {
  label: string;
  steps: ReadonlyArray<{ key: string; label: string; href: string | null }>;
  current: string;
}) {
  const localePath = useLocalePath();
  return (
    <nav aria-label={label}>
      <ol className={css.steps}>
        {steps.map((s, i) => {
          const content = (
            <>
              <span className={css.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span className={css.stepLabel}>{s.label}</span>
            </>
          );
          return (
            <li key={s.key} className={css.step} aria-current={s.key === current ? "step" : undefined}>
              {s.key !== current && s.href ? (
                <Link to={localePath(s.href)} className={css.stepLink}>
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
