import { and, eq } from "drizzle-orm";
import { formatMoney } from "~/domains/markets/markets";
import { transactionalEmail } from "~/domains/notifications/bodies.server";
import type { EmailDeps } from "~/domains/notifications/email.server";
import { canonicalPath, type Locale } from "~/i18n/locales";
import { textFor, translatorFor } from "~/i18n/translator.server";
import { getReservation, reservationWords } from "./reservations.server";
import { ownerManagers, ownerProperties, ownerRooms } from "./tables";
import { type OwnerEmailJob, OwnerEmailJobSchema } from "./types";

// The owners' e-mails (decision 029): an invitation to the extranet (the listing's owner once approved, a co-manager
// once named), and each reservation and cancellation to every manager of its property, each in their own language.

export { OwnerEmailJobSchema };

export async function sendOwnerEmail(deps: EmailDeps, job: OwnerEmailJob) {
  const { db } = deps;
  if (job.event === "invited") {
    const [row] = await db
      .select({ name: ownerProperties.name, locale: ownerManagers.locale })
      .from(ownerManagers)
      .innerJoin(ownerProperties, eq(ownerProperties.id, ownerManagers.propertyId))
      .where(and(eq(ownerManagers.propertyId, job.propertyId), eq(ownerManagers.email, job.email)));
    if (!row) return;
    const locale = row.locale as Locale;
    const t = textFor(locale, "extranet");
    const values = { property: row.name, email: job.email };
    await deps.sender.send(
      transactionalEmail({
        dedupeKey: `owner-invite:${job.propertyId}:${job.email}`,
        to: job.email,
        locale,
        subject: t("emails.invited.subject", values),
        paragraphs: t("emails.invited.body", values).split("\n\n"),
        action: { label: t("emails.open"), href: `${deps.siteUrl}${canonicalPath(locale, "/extranet")}` },
      }),
    );
    return;
  }
  const reservation = await getReservation(db, job.reservationId);
  if (!reservation) return;
  const [property] = await db.select().from(ownerProperties).where(eq(ownerProperties.id, reservation.propertyId));
  const [room] = await db
    .select({ name: ownerRooms.name })
    .from(ownerRooms)
    .where(and(eq(ownerRooms.propertyId, reservation.propertyId), eq(ownerRooms.code, reservation.roomCode)));
  const managers = await db.select().from(ownerManagers).where(eq(ownerManagers.propertyId, reservation.propertyId));
  for (const manager of managers) {
    const locale = manager.locale as Locale;
    const t = translatorFor(locale, "extranet");
    const money = (amount: number) => formatMoney({ amount, currency: reservation.currency }, locale);
    const values = { property: property?.name ?? "", reference: reservation.reference };
    const words = reservationWords(reservation, room?.name ?? reservation.roomCode, locale, t);
    await deps.sender.send(
      transactionalEmail({
        dedupeKey: `owner-reservation:${reservation.id}:${job.event}:${manager.email}`,
        to: manager.email,
        locale,
        subject: t(`emails.${job.event}.subject`, values),
        paragraphs: t(`emails.${job.event}.body`, values).split("\n\n"),
        facts: [
          [t("reservations.reference"), reservation.reference],
          [t("reservations.guest"), reservation.leadGuest],
          [t("reservations.dates"), words.dates],
          [t("reservations.room"), words.room],
          [t("reservations.guests"), String(reservation.guests)],
          [t("reservations.amount"), money(reservation.amount)],
          [t("reservations.commission"), money(reservation.commission)],
          [t("reservations.owed"), money(reservation.amount - reservation.commission)],
        ],
        action: {
          label: t("emails.open"),
          href: `${deps.siteUrl}${canonicalPath(locale, `/extranet/${reservation.propertyId}/reservations`)}`,
        },
      }),
    );
  }
}
