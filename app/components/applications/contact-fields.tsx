import type { getInputProps } from "@conform-to/react";
import type { TFunction } from "i18next";
import * as css from "~/components/booking/booking.css";
import { InputField } from "~/components/forms";

type FieldMeta = Parameters<typeof getInputProps>[0];
type ContactFieldMetas = Record<"firstName" | "lastName" | "email" | "emailConfirm" | "phone", FieldMeta>;

/** The contact of an application's form, labelled as a booking's: its labels, for the form's summary. */
export function contactLabels(t: TFunction<"booking">) {
  return {
    firstName: t("travellers.firstName"),
    lastName: t("travellers.lastName"),
    email: t("travellers.email"),
    emailConfirm: t("travellers.emailConfirm"),
    phone: t("travellers.phone"),
  };
}

type Labels = ReturnType<typeof contactLabels>;
type Props = { fields: ContactFieldMetas; labels: Labels };

/** First and last name, a row (one column on a phone). */
export function NameFields({
  fields,
  labels,
}: {
  fields: Pick<ContactFieldMetas, "firstName" | "lastName">;
  labels: Labels;
}) {
  return (
    <div className={css.fieldRow}>
      <InputField label={labels.firstName} field={fields.firstName} type="text" autoComplete="given-name" />
      <InputField label={labels.lastName} field={fields.lastName} type="text" autoComplete="family-name" />
    </div>
  );
}

/** Where to write: the e-mail typed twice and a phone, a row. */
export function ReachFields({
  fields,
  labels,
}: {
  fields: Pick<ContactFieldMetas, "email" | "emailConfirm" | "phone">;
  labels: Labels;
}) {
  return (
    <div className={css.fieldRow}>
      <InputField label={labels.email} field={fields.email} type="email" autoComplete="email" />
      <InputField label={labels.emailConfirm} field={fields.emailConfirm} type="email" autoComplete="email" />
      <InputField label={labels.phone} field={fields.phone} type="tel" autoComplete="tel" />
    </div>
  );
}

/** Who to write to, and where: names, then the e-mail typed twice and a phone. */
export function ContactFields(props: Props) {
  return (
    <>
      <NameFields {...props} />
      <ReachFields {...props} />
    </>
  );
}
