import { eventsOf } from "~/domains/core/state-machine";
import type { Database } from "~/db/client.server";
import type { HotelSupplier } from "~/domains/hotels/supplier";
import { uploadsOf } from "~/domains/uploads/uploads.server";
import { textFor } from "~/i18n/translator.server";
import type { Locale } from "~/i18n/locales";
import { instantIn, localDate } from "~/lib/format-time";
import { missingFiles } from "./applications.server";
import { APPLICATION, type Application, type ApplicationKinds, statusKey, TIMELINE } from "./types";

/**
 * What an application's page shows its owner, in its language: its status and the steps it has reached, what was
 * sent, each file it keeps (open to upload while a draft, or alone when asked for again), what it may do next
 * (send it, or pay its fees, once the files it needs are in), and where it is on a map for a kind with a place.
 */
export async function applicationView(
  deps: { db: Database; kinds: ApplicationKinds; hotels: Pick<HotelSupplier, "cityCentre">; today: string },
  app: Application,
  locale: Locale,
) {
  const kind = deps.kinds[app.kind];
  if (!kind) return null;
  const t = textFor(locale, "applications");
  const uploads = await uploadsOf(deps.db, app.id);
  const missing = new Set((await missingFiles(deps, app)).map((slot) => slot.slot));
  const reached = new Map((await eventsOf(deps.db, APPLICATION, app.id)).map((event) => [event.to, event.at]));
  const steps = TIMELINE.filter(
    (status) => (status !== "lodged" || kind.lodged) && (status !== "more_needed" || reached.has(status)),
  );
  const kindName = t(`kinds.${app.kind}`);
  const complete = app.status === "draft" && missing.size === 0;
  // Before its fees are paid: when its decision is expected if it is sent today, and whether that is too late.
  const deadline = app.status === "draft" ? (kind.deadline?.(app.request, deps.today) ?? null) : null;
  const startsOn = kind.startsOn(app.request);
  return {
    id: app.id,
    reference: app.reference,
    kind: app.kind,
    heading: t("page.heading", { kind: kindName, reference: app.reference }),
    status: t(`status.${app.kind}.${statusKey(app)}`),
    draft: app.status === "draft",
    sendable: complete && !kind.fees,
    payable: complete && Boolean(kind.fees) && deadline?.late !== "refused",
    deadline: deadline && {
      expectedBy: localDate(deadline.expectedBy, locale, "long"),
      late: deadline.late,
      travelDate: startsOn ? localDate(startsOn, locale, "long") : "",
    },
    title: kind.title(app.request, locale),
    details: kind.describe(app.request, locale),
    place: await placeOf(deps.hotels, kind.place?.(app.request, locale), t),
    timeline: steps.map((status) => ({
      status,
      // The last step names its outcome once there is one; until then it is the decision to come.
      label:
        status !== "decided"
          ? t(`status.${app.kind}.${status}`)
          : app.status === "decided"
            ? t(`status.${app.kind}.${statusKey(app)}`)
            : t("page.decision"),
      at: reached.has(status) ? instantIn(reached.get(status) ?? "", "UTC", locale) : null,
    })),
    files: kind.files(app.request).map((slot) => {
      const upload = uploads.find((u) => u.slot === slot.slot);
      return {
        slot: slot.slot,
        label: t(slot.label.key, slot.label.values),
        accepts: slot.accepts.map((type) => (type === "pdf" ? "application/pdf" : `image/${type}`)).join(","),
        images: !slot.accepts.includes("pdf"),
        required: slot.required,
        uploadId: upload?.id ?? null,
        open: app.status === "draft" || (app.status === "more_needed" && app.needs.includes(slot.slot)),
        asked: app.needs.includes(slot.slot),
        askedBecause: app.needs.includes(slot.slot) ? app.needsReason : null,
      };
    }),
    meta: { title: t("page.metaTitle", { kind: kindName, reference: app.reference }), description: t("page.find") },
  };
}

/** The map of a kind with a place: at the point its owner gave, else at its city's centre, and a caption that says which. */
async function placeOf(
  hotels: Pick<HotelSupplier, "cityCentre">,
  place: ReturnType<NonNullable<ApplicationKinds[string]["place"]>> | undefined,
  t: (key: string, values?: Record<string, string>) => string,
) {
  if (!place) return null;
  const point = place.point ?? (await hotels.cityCentre(place.cityCode));
  if (!point) return null;
  return {
    name: place.name,
    ...point,
    exact: Boolean(place.point),
    caption: place.point ? place.address : t("page.mapCityCentre", { address: place.address }),
  };
}
