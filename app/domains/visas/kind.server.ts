import { asApplicationKind, type FileSlot } from "~/domains/applications/types";
import { countryName } from "~/domains/markets/countries";
import { textFor } from "~/i18n/translator.server";
import { localDate } from "~/lib/format-time";
import { visaType } from "./catalog";
import { VisaRequest } from "./schema";
import { visaTiming } from "./timing";

/**
 * A visa application (decision 013): an applicant per traveller, each with the documents the visa's checklist asks
 * (PDF, or a photo as JPEG or PNG), sent by paying its fees through the checkout, then checked, lodged with the
 * embassy and decided by the back office.
 */
export const visaKind = asApplicationKind<VisaRequest>({
  kind: "visa",
  requestSchema: VisaRequest,
  contact: (r) => ({ name: `${r.applicants[0]?.firstName ?? ""} ${r.applicants[0]?.lastName ?? ""}`, email: r.email }),
  title: (r, locale) => {
    const t = textFor(locale, "applications");
    return [t(`visas.types.${r.visaType}`), countryName(r.destination, locale)];
  },
  describe: (r, locale) => {
    const t = textFor(locale, "applications");
    return [
      [t("visas.form.date"), localDate(r.travelDate, locale, "long")],
      [t("visas.form.nationality"), countryName(r.nationality, locale)],
      ...r.applicants.map(
        (a, i) =>
          [t("visas.applicant", { number: String(i + 1) }), `${a.firstName} ${a.lastName} · ${a.passportNumber}`] as [
            string,
            string,
          ],
      ),
    ];
  },
  travellers: (r) => r.applicants.length,
  startsOn: (r) => r.travelDate,
  files: (r) =>
    r.applicants.flatMap((a, i): FileSlot[] =>
      (visaType(r.visaType)?.documents ?? []).map((document) => ({
        slot: `a${i + 1}-${document}`,
        accepts: document === "photo" ? (["jpeg", "png"] as const) : (["pdf", "jpeg", "png"] as const),
        required: true,
        label: { key: `visas.documents.${document}`, values: { name: `${a.firstName} ${a.lastName}` } },
      })),
    ),
  lodged: true,
  deadline: (r, today) => {
    const type = visaType(r.visaType);
    return type ? visaTiming(type, today, r.travelDate) : null;
  },
  fees: (r, applicationId, lateAccepted) => ({
    kind: "visa",
    request: {
      applicationId,
      visaType: r.visaType,
      destination: r.destination,
      travelDate: r.travelDate,
      applicants: r.applicants.length,
      lateAccepted,
    },
    contact: {
      title: r.applicants[0]?.title ?? "MR",
      firstName: r.applicants[0]?.firstName ?? "",
      lastName: r.applicants[0]?.lastName ?? "",
      email: r.email,
      phone: r.phone,
    },
  }),
});
