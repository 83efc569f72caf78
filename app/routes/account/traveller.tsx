import { Button } from "~/components/ui/button";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import {
  ErrorList,
  fieldsInError,
  FormAlert,
  InputField,
  SelectField,
  ResendToken,
  useZodForm,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { clockContext, dbContext, localeContext } from "~/context";
import { AgeGroupSchema, type MemberTravellerForm, memberTravellerSchema } from "~/domains/accounts/schema";
import { createTraveller, getTraveller, updateTraveller } from "~/domains/accounts/travellers.server";
import { PASSENGER_TYPES } from "~/domains/people/ages";
import { travellerFormValues } from "~/domains/bookings/schema";
import { GENDERS, TITLES, TRAVELLER_FIELDS } from "~/domains/people/schema";
import { countryOptions } from "~/domains/markets/countries";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/traveller";
import { accountMeta, accountPath, requireMember, redirectWithNotice } from "~/utils/account.server";

const today = (context: Route.LoaderArgs["context"]) => context.get(clockContext)().toISOString().slice(0, 10);

/**
 * The traveller information form, to add (/account/travellers/new) or edit (/account/travellers/{id}/edit) the
 * primary traveller or a co-traveller. Product rules §5: an age group is chosen first (a GET form, so it works
 * without JavaScript), and only then is the travel information shown for editing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const saved = params.travellerId ? await getTraveller(context.get(dbContext), member.id, params.travellerId) : null;
  if (params.travellerId && !saved) throw data(null, { status: 404 });
  const asked = url.searchParams.get("ageGroup");
  const parsed = AgeGroupSchema.safeParse(asked);
  const choosing = url.searchParams.get("choose") === "1";
  const ageGroup = choosing ? null : parsed.success ? parsed.data : (saved?.ageGroup ?? null);
  const primary = saved ? saved.isPrimary : url.searchParams.get("primary") === "1";
  const defaultValue: Partial<Record<keyof MemberTravellerForm, string>> = saved
    ? travellerFormValues(saved)
    : primary
      ? { firstName: member.firstName, lastName: member.lastName }
      : {};
  return {
    meta: accountMeta(context, saved ? "editTraveller" : "addTraveller"),
    editing: saved !== null,
    primary,
    ageGroup,
    currentAgeGroup: saved?.ageGroup ?? (parsed.success ? parsed.data : null),
    // "?ageGroup=" sent without a choice: the spec's rule, as a message.
    ageGroupError: asked !== null && !parsed.success && !choosing,
    defaultValue: { ...defaultValue, ageGroup: ageGroup ?? "" },
    today: today(context),
    countries: countryOptions(context.get(localeContext).locale).map((c) => ({ value: c.code, label: c.name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const submission = parseWithZod(await request.formData(), { schema: memberTravellerSchema(today(context)) });
  if (submission.status !== "success")
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  const profile = accountPath(context);
  if (params.travellerId) {
    const changed = await updateTraveller(db, member.id, params.travellerId, submission.value, now);
    if (!changed) throw data(null, { status: 404 });
    return redirectWithNotice(profile, "travellerSaved");
  }
  const primary = new URL(request.url).searchParams.get("primary") === "1";
  const created = await createTraveller(db, member.id, submission.value, { primary, now });
  if (!created.ok) {
    const alert = created.reason === "limit" ? "account:errors.travellerLimit" : "account:errors.primaryExists";
    return data({ result: submission.reply(), alert }, { status: 409 });
  }
  return redirectWithNotice(profile, "travellerAdded");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Traveller({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { editing, primary, ageGroup } = loaderData;
  const heading = editing
    ? t("traveller.editHeading")
    : primary
      ? t("traveller.addPrimaryHeading")
      : t("traveller.addHeading");
  return (
    <AccountPage heading={heading} menu="profile">
      {ageGroup ? (
        <TravellerForm data={loaderData} ageGroup={ageGroup} actionData={actionData} />
      ) : (
        <AgeGroupChooser data={loaderData} />
      )}
    </AccountPage>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

function AgeGroupChooser({ data: loaded }: { data: Loaded }) {
  const { t } = useTranslation("account");
  const errorId = "age-group-error";
  return (
    <Form method="get">
      {loaded.primary && !loaded.editing ? <input type="hidden" name="primary" value="1" /> : null}
      <fieldset
        className={bookingCss.panel}
        aria-invalid={loaded.ageGroupError || undefined}
        aria-describedby={loaded.ageGroupError ? errorId : undefined}
      >
        <legend>
          <strong>{t("fields.ageGroup")}</strong>
        </legend>
        <p className={bookingCss.muted}>{t("traveller.ageGroupIntro")}</p>
        {PASSENGER_TYPES.map((group) => (
          <label key={group} className={bookingCss.choice}>
            <input
              type="radio"
              name="ageGroup"
              value={group}
              required
              defaultChecked={loaded.currentAgeGroup === group}
            />{" "}
            {t(`ageGroups.${group}`)} <span className={bookingCss.muted}>({t(`ageGroupHints.${group}`)})</span>
          </label>
        ))}
        <ErrorList id={errorId} errors={loaded.ageGroupError ? ["account:errors.ageGroup"] : null} />
      </fieldset>
      <p>
        <Button>{t("traveller.continue")}</Button>
      </p>
    </Form>
  );
}

function TravellerForm({
  data: loaded,
  ageGroup,
  actionData,
}: {
  data: Loaded;
  ageGroup: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("account");
  const { t: tb } = useTranslation("booking");
  const schema = useMemo(() => memberTravellerSchema(loaded.today), [loaded.today]);
  const [form, fields] = useZodForm(schema, {
    id: "traveller",
    lastResult: actionData?.result,
    defaultValue: loaded.defaultValue,
    shouldValidate: "onBlur",
  });
  const titles = TITLES.map((value) => ({ value, label: tb(`travellers.titleOptions.${value}`) }));
  const genders = GENDERS.map((value) => ({ value, label: tb(`travellers.genders.${value}`) }));
  const choose = t("choose");
  const changeQuery = new URLSearchParams({
    choose: "1",
    ...(loaded.primary && !loaded.editing ? { primary: "1" } : {}),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ResendToken />
      <FormAlert
        message={actionData?.alert}
        fields={fieldsInError(TRAVELLER_FIELDS.map((name) => [fields[name], t(`fields.${name}`)] as const))}
      />
      <input type="hidden" name={fields.ageGroup.name} value={ageGroup} />
      <p>
        {t("traveller.ageGroupChosen", { group: t(`ageGroups.${ageGroup as "adult"}`) })}{" "}
        <Link to={{ search: `?${changeQuery}` }}>{t("traveller.changeAgeGroup")}</Link>
      </p>
      <ErrorList id={fields.ageGroup.errorId} errors={fields.ageGroup.errors} />
      <fieldset className={bookingCss.panel}>
        <legend>
          <strong>{t("traveller.personal")}</strong>
        </legend>
        <div className={bookingCss.fieldRow}>
          <SelectField label={t("fields.title")} field={fields.title} choices={titles} placeholder={choose} />
          <InputField label={t("fields.firstName")} field={fields.firstName} type="text" />
          <InputField label={t("fields.middleName")} field={fields.middleName} type="text" />
          <InputField label={t("fields.lastName")} field={fields.lastName} type="text" />
        </div>
        <div className={bookingCss.fieldRow}>
          <InputField label={t("fields.dateOfBirth")} field={fields.dateOfBirth} type="date" />
          <SelectField
            label={t("fields.nationality")}
            field={fields.nationality}
            choices={loaded.countries}
            placeholder={choose}
          />
          <SelectField label={t("fields.gender")} field={fields.gender} choices={genders} placeholder={choose} />
        </div>
      </fieldset>
      <fieldset className={bookingCss.panel}>
        <legend>
          <strong>{t("traveller.travel")}</strong>
        </legend>
        <p className={bookingCss.muted}>{t("traveller.passportHint")}</p>
        <div className={bookingCss.fieldRow}>
          <InputField label={t("fields.passportNumber")} field={fields.passportNumber} type="text" />
          <SelectField
            label={t("fields.passportAuthority")}
            field={fields.passportAuthority}
            choices={loaded.countries}
            placeholder={choose}
          />
          <InputField label={t("fields.passportIssuedOn")} field={fields.passportIssuedOn} type="date" />
          <InputField label={t("fields.passportExpiresOn")} field={fields.passportExpiresOn} type="date" />
        </div>
        <InputField label={t("fields.loyaltyId")} field={fields.loyaltyId} type="text" />
      </fieldset>
      <p className={bookingCss.actions}>
        <Button>{t("traveller.save")}</Button>
        <LocaleLink to="/account">{t("cancel")}</LocaleLink>
      </p>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
