import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as css from "~/components/booking/booking.css";
import { InputField, SelectField } from "~/components/forms";
import { TITLES } from "~/domains/people/schema";

/** A person's title, first and last name, as every form that names someone other than a flight's traveller asks. */
export type PersonFieldset = Record<"title" | "firstName" | "lastName", FieldMetadata<string | undefined>>;

/**
 * A person's title and names in one row, and any more of that person's fields after them (a visa applicant's birth
 * date); the lead's names are the browser's own to fill in, anyone else's are not.
 */
export function PersonFields({
  fields,
  lead = false,
  children,
}: {
  fields: PersonFieldset;
  lead?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("booking");
  const titles = TITLES.map((value) => ({ value, label: t(`travellers.titleOptions.${value}`) }));
  return (
    <div className={css.fieldRow}>
      <SelectField
        label={t("travellers.title")}
        field={fields.title}
        choices={titles}
        placeholder={t("travellers.choose")}
      />
      <InputField
        label={t("travellers.firstName")}
        field={fields.firstName}
        type="text"
        autoComplete={lead ? "given-name" : "off"}
      />
      <InputField
        label={t("travellers.lastName")}
        field={fields.lastName}
        type="text"
        autoComplete={lead ? "family-name" : "off"}
      />
      {children}
    </div>
  );
}
