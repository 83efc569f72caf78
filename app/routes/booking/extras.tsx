import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { addonName } from "~/domains/products/addon-name";
import { visuallyHidden } from "~/components/layout.css";
import { ErrorList, type ErrorKey, Field, FormAlert, ResendToken } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { Button } from "~/components/ui/button";
import { useLocalePath } from "~/components/locale-link";
import { envContext } from "~/context";
import { type ExtrasRefusal, extrasView } from "~/domains/bookings/extras.server";
import { submitExtras } from "~/domains/bookings/extras-step.server";
import { ExtrasFormSchema } from "~/domains/bookings/schema";
import { promoDiscount } from "~/domains/bookings/totals";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/extras";
import { bookingDeps, bookingPath, openBookingStep, requireStep } from "~/utils/booking-step.server";
import { clientAddress } from "~/utils/security.server";

const PROMO_ERRORS = {
  unknown: "errors.promoUnknown",
  expired: "errors.promoExpired",
  throttled: "errors.promoThrottled",
} as const;

const RULES = { draftOnly: true, needsTravellers: true };

export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "extrasTitle", RULES);
  if (step.expired) return step.expired;
  const { booking, deps, meta, frame, items, promo, travellers } = step;
  const view = await extrasView(deps, booking, items);
  const names = travellers.map((t) => `${t.firstName} ${t.lastName}`);
  return {
    expired: false as const,
    meta,
    frame,
    ...view,
    names,
    promo: promo ? { code: promo.code, discount: promoDiscount(promo, frame.summary.base) } : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { booking, expired } = await requireStep(args, RULES);
  const self = bookingPath(context, booking.id, "extras");
  if (expired) throw redirect(self);
  const submission = parseWithZod(await request.formData(), { schema: ExtrasFormSchema });
  // What was chosen, shown again with any refusal.
  const payload = submission.payload as {
    bags?: Record<string, Record<string, string>>;
    addons?: string | string[];
    code?: string;
  } & Record<string, unknown>;
  const picked = Object.entries(payload).flatMap(([key, value]) =>
    key.startsWith("addon-") && typeof value === "string" && value !== "none" ? [value] : [],
  );
  const submitted = { bags: payload.bags ?? {}, addons: [...[payload.addons ?? []].flat(), ...picked] };
  const code = typeof payload.code === "string" ? payload.code : "";
  if (submission.status !== "success") {
    return data(
      { alert: "errors.form", errors: { form: { key: "errors.invalid" } }, submitted, code },
      { status: 400 },
    );
  }
  let result;
  try {
    result = await submitExtras(bookingDeps(context), booking, submission.value, {
      ip: clientAddress(request, context.get(envContext)),
    });
  } catch (error) {
    console.warn("Saving extras failed", error);
    return data({ alert: "errors.additionalServices", errors: {}, submitted, code }, { status: 503 });
  }
  switch (result.kind) {
    case "refused":
      return data({ alert: "errors.form", errors: fieldErrors(result.errors), submitted, code }, { status: 400 });
    case "promo_refused":
      return data(
        { promoError: PROMO_ERRORS[result.reason], code, submitted },
        { status: result.reason === "throttled" ? 429 : 400 },
      );
    case "again":
      return redirect(self);
    case "continue":
      return redirect(bookingPath(context, booking.id, "payment"));
    case "seat":
      return redirect(bookingPath(context, booking.id, `seats/${result.flightRef}/${result.traveller}`));
  }
}

/** The domain's refusals beside the fields they concern: a bag per traveller and slice, or the add-ons. */
function fieldErrors(refusals: ExtrasRefusal[]) {
  return Object.fromEntries(
    refusals.map(({ on, key, values }) => [
      on.kind === "bag" ? `bags.${on.traveller}.${on.slice}` : "addons",
      values ? { key, values } : { key },
    ]),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Extras({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  return <ExtrasForm data={loaderData} actionData={actionData} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { expired: false }>;

function ExtrasForm({ data: loaded, actionData }: { data: Loaded; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  const { frame, types, names, bags, flights, included, addons, chosenAddons, promo } = loaded;
  const locale = frame.locale;
  const money = (m: { amount: number; currency: string }) =>
    formatMoney(m as Parameters<typeof formatMoney>[0], locale);
  const submitted = actionData && "submitted" in actionData ? actionData.submitted : null;
  const errors: Record<string, ErrorKey> = actionData && "errors" in actionData ? actionData.errors : {};
  const alert = actionData && "alert" in actionData ? actionData.alert : null;
  const promoError = actionData && "promoError" in actionData ? actionData.promoError : null;
  const self = localePath(`/booking/${frame.bookingId}/extras`);

  return (
    <BookingFrame frame={frame} step="extras">
      <h1>{t("extras.heading")}</h1>
      <FormAlert message={alert} />

      <section className={css.panel} aria-labelledby="seats-heading">
        <h2 id="seats-heading">{t("extras.seats")}</h2>
        {flights.map((flight) => (
          <div key={flight.ref}>
            {flight.hasMap ? (
              <table className={css.compactTable}>
                <caption>
                  {t("extras.seatFlight", { flight: flight.flightNumber, from: flight.from, to: flight.to })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("extras.travellerColumn")}</th>
                    <th scope="col">{t("extras.seatColumn")}</th>
                    <th scope="col">
                      <span className={visuallyHidden}>{t("extras.actionColumn")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {types.map((type, i) => {
                    const seat = flight.seats[i];
                    const label = t("extras.seatFor", {
                      name: names[i] ?? "",
                      flight: flight.flightNumber,
                      from: flight.from,
                      to: flight.to,
                    });
                    return (
                      <tr key={i}>
                        <th scope="row">{names[i] ?? ""}</th>
                        <td>
                          {type === "infant"
                            ? t("extras.infantSeat")
                            : seat
                              ? t("extras.seatChosen", {
                                  seat: seat.code,
                                  price: seat.price.amount > 0 ? money(seat.price) : t("seats.included"),
                                })
                              : t("extras.notChosen")}
                        </td>
                        <td>
                          {type === "infant" ? null : (
                            // A button of the extras form: the bags and extras chosen are saved before the seat map.
                            <Button
                              variant="ghost"
                              form="extras-form"
                              name="intent"
                              value={`seat:${flight.ref}:${i}`}
                              formNoValidate
                              data-enhance="off"
                              aria-label={`${seat ? t("extras.changeSeat") : t("extras.chooseSeat")}: ${label}`}
                            >
                              {seat ? t("extras.changeSeat") : t("extras.chooseSeat")}
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : (
              <p role="status">
                {flight.flightNumber}, {flight.from} → {flight.to}: {t("errors.noSeatMap")}
              </p>
            )}
          </div>
        ))}
        {/* Said only while a traveller who takes a seat has none yet on a flight whose map can be opened. */}
        {flights.some((flight) => flight.hasMap && types.some((type, i) => type !== "infant" && !flight.seats[i])) ? (
          <p className={css.muted}>{t("extras.noSeat")}</p>
        ) : null}
      </section>

      {/* With the enhancement script (decision 025) a choice updates the total in place as it changes. */}
      <Form method="post" action={self} id="extras-form" data-enhance="" data-enhance-live="">
        <ResendToken />
        <section className={css.panel} aria-labelledby="bags-heading">
          <h2 id="bags-heading">{t("extras.bags")}</h2>
          <p className={css.muted}>
            {t("extras.included", {
              checked:
                included.checked.pieces === 0
                  ? t("extras.noChecked")
                  : included.checked.kg > 0
                    ? t("extras.checked", { pieces: included.checked.pieces, kg: included.checked.kg })
                    : t("extras.checkedAnyWeight", { pieces: included.checked.pieces }),
              cabin:
                included.cabin.kg > 0
                  ? t("extras.cabinBag", { pieces: included.cabin.pieces, kg: included.cabin.kg })
                  : t("extras.cabinBagAnyWeight", { pieces: included.cabin.pieces }),
            })}
          </p>
          {bags.map((slice, s) =>
            slice.options === null ? (
              <p key={s} role="status">
                {slice.from} → {slice.to}: {t("errors.noExtraBaggage")}
              </p>
            ) : (
              <div key={s} className={css.fieldRow}>
                {types.map((type, i) => {
                  const name = `bags.${i}.${s}`;
                  const label = t("extras.bagsFor", { name: names[i] ?? "", from: slice.from, to: slice.to });
                  const allowed = slice.options?.[0]?.passengerTypes.includes(type) ?? false;
                  if (!allowed) {
                    return (
                      <p key={name} className={css.muted}>
                        {label}: {t("errors.bagsNotForType", { type: t(`types.${type}`) })}
                      </p>
                    );
                  }
                  const chosen = submitted?.bags[String(i)]?.[String(s)] ?? String(slice.chosen[i] ?? 0);
                  const error = errors[name];
                  return (
                    <Field key={name} label={label} errorId={`${name}-error`} errors={error ? [error] : null}>
                      <select
                        name={name}
                        defaultValue={chosen}
                        className={inputClass}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${name}-error` : undefined}
                      >
                        <option value="0">{t("extras.noBag")}</option>
                        {slice.options?.map((o) => (
                          <option key={o.pieces} value={o.pieces}>
                            {t("extras.bagOption", { pieces: o.pieces, kg: o.kg, price: money(o.price) })}
                          </option>
                        ))}
                      </select>
                    </Field>
                  );
                })}
              </div>
            ),
          )}
        </section>

        <fieldset className={css.panel}>
          <legend>
            <h2>{t("extras.addons")}</h2>
          </legend>
          {groupByKind(addons).map(([kind, options]) => {
            const chosen = options.find((a) =>
              submitted ? submitted.addons.includes(a.id) : chosenAddons.includes(a.id),
            );
            const describe = (addon: (typeof options)[number]) =>
              `${addonName(t, addon, locale)} · ${t("extras.perTraveller", { price: money(addon.price) })}`;
            // Several tiers of one product are one choice (a radio group); a single product is a checkbox.
            if (options.length === 1 && options[0]) {
              const addon = options[0];
              return (
                <label key={kind} className={css.choice}>
                  <input type="checkbox" name="addons" value={addon.id} defaultChecked={Boolean(chosen)} />{" "}
                  {describe(addon)}
                </label>
              );
            }
            return (
              <fieldset key={kind} className={css.choiceGroup}>
                <legend className={css.choiceLegend}>
                  {t(`extras.products.${kind}` as "extras.products.insurance")}
                </legend>
                <label className={css.choice}>
                  <input type="radio" name={`addon-${kind}`} value="none" defaultChecked={!chosen} />{" "}
                  {t("extras.noAddon", { product: t(`extras.products.${kind}` as "extras.products.insurance") })}
                </label>
                {options.map((addon) => (
                  <label key={addon.id} className={css.choice}>
                    <input
                      type="radio"
                      name={`addon-${kind}`}
                      value={addon.id}
                      defaultChecked={chosen?.id === addon.id}
                    />{" "}
                    {describe(addon)}
                  </label>
                ))}
              </fieldset>
            );
          })}
          <ErrorList id="addons-error" errors={errors.addons ? [errors.addons] : null} />
        </fieldset>

        {/* The promo code sits before "Continue", in the same form: applying it saves the choices above too. */}
        <section className={css.panel} aria-labelledby="promo-heading">
          <h2 id="promo-heading">{t("extras.promo")}</h2>
          {promo ? (
            <div className={css.actions}>
              <p role="status">{t("extras.promoApplied", { code: promo.code, discount: money(promo.discount) })}</p>
              <Button variant="secondary" name="intent" value="removePromo" formNoValidate>
                {t("extras.promoRemove")}
              </Button>
            </div>
          ) : (
            <div className={css.promoRow}>
              <Field
                label={t("extras.promo")}
                errorId="promo-error"
                errors={promoError ? [promoError] : null}
                hint={<small id="promo-hint">{t("extras.promoHint")}</small>}
              >
                <input
                  name="code"
                  pattern="[A-Za-z0-9]{3,20}"
                  autoComplete="off"
                  className={inputClass}
                  defaultValue={actionData && "code" in actionData ? actionData.code : ""}
                  aria-invalid={promoError ? true : undefined}
                  aria-describedby={promoError ? "promo-error promo-hint" : "promo-hint"}
                />
              </Field>
              <Button variant="secondary" name="intent" value="promo">
                {t("extras.promoApply")}
              </Button>
            </div>
          )}
        </section>

        <p className={css.actions}>
          <Button name="intent" value="continue" data-enhance="off">
            {t("extras.submit")}
          </Button>
          <Button variant="secondary" name="intent" value="save" formNoValidate data-enhance-live-submit="">
            {t("extras.update")}
          </Button>
          <Link to={localePath(`/booking/${frame.bookingId}/travellers`)}>{t("extras.back")}</Link>
        </p>
      </Form>
    </BookingFrame>
  );
}

function groupByKind<T extends { kind: string }>(addons: T[]): Array<[T["kind"], T[]]> {
  const groups = new Map<T["kind"], T[]>();
  for (const addon of addons) groups.set(addon.kind, [...(groups.get(addon.kind) ?? []), addon]);
  return [...groups.entries()];
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
