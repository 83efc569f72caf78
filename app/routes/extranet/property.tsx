import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/desk/desk.css";
import { ExtranetPage } from "~/components/extranet/extranet-page";
import {
  CheckboxGroupField,
  fieldsInError,
  FormAlert,
  InputField,
  ResendToken,
  SelectField,
  TextAreaField,
  useZodForm,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, localeContext } from "~/context";
import { AMENITIES, PROPERTY_TYPES } from "~/domains/hotels/supplier";
import { amenitiesOf } from "~/domains/owners/rows.server";
import { inviteManager, updateProperty } from "~/domains/owners/properties.server";
import { InviteSchema, PropertySchema } from "~/domains/owners/schema";
import { POLICIES, POLICY_NAMES } from "~/domains/owners/types";
import { privateMetaTags } from "~/i18n/meta";
import { extranetMeta, extranetPath, ownerSend, requireProperty } from "~/utils/extranet.server";
import { formIntent } from "~/utils/forms.server";
import type { Route } from "./+types/property";

const NOTICES = ["saved", "invited", "already"] as const;

/**
 * GET /extranet/{propertyId}: the property's details as travellers see them (name, type, stars, address, description,
 * amenities, check-in and check-out times, house rules, cancellation policy) in one form, and its managers with a
 * form to invite a co-manager. POST saves one or the other, audited; only the property's managers get the page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { property } = await requireProperty(context, request, params.propertyId);
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: extranetMeta(context, "property", { name: property.name }),
    notice: NOTICES.find((n) => n === done) ?? null,
    property: { id: property.id, name: property.name, managers: property.managers },
    defaultValue: {
      name: property.name,
      type: property.type,
      stars: String(property.stars),
      address: property.address,
      pin: `${property.lat},${property.lon}`,
      description: property.description,
      amenities: amenitiesOf(property),
      checkInFrom: property.checkInFrom,
      checkOutUntil: property.checkOutUntil,
      houseRules: property.houseRules,
      policy: property.policy,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { actor, property } = await requireProperty(context, request, params.propertyId);
  const formData = await request.formData();
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const done = (notice: (typeof NOTICES)[number]) =>
    redirect(`${extranetPath(context, `/${property.id}`)}?done=${notice}`);
  if (formIntent(formData) === "invite") {
    const submission = parseWithZod(formData, { schema: InviteSchema });
    if (submission.status !== "success") return data({ invite: submission.reply(), details: null }, { status: 400 });
    const { locale } = context.get(localeContext);
    const sent = await inviteManager(
      { db, send: ownerSend(context) },
      actor,
      property.id,
      submission.value.email,
      locale,
      now,
    );
    return done(sent);
  }
  const submission = parseWithZod(formData, { schema: PropertySchema });
  if (submission.status !== "success") return data({ details: submission.reply(), invite: null }, { status: 400 });
  if ((await updateProperty(db, actor, property, submission.value, now)) === "far") {
    const reply = submission.reply({ fieldErrors: { pin: ["errors.mapPointFar"] } });
    return data({ details: reply, invite: null }, { status: 400 });
  }
  return done("saved");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ExtranetProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t: typed } = useTranslation("extranet");
  // Keys built from data (a role, a status, a field's name) are looked up untyped.
  const t = typed as unknown as (key: string, values?: Record<string, string>) => string;
  const { t: th } = useTranslation("hotel");
  const { property, notice } = loaderData;
  const [form, fields] = useZodForm(PropertySchema, {
    id: "property",
    lastResult: actionData?.details,
    defaultValue: loaderData.defaultValue,
    shouldValidate: "onBlur",
  });
  const [invite, inviteFields] = useZodForm(InviteSchema, { id: "invite", lastResult: actionData?.invite });
  const label = (key: string) => t(`property.${key}`);
  return (
    <ExtranetPage
      heading={property.name}
      propertyId={property.id}
      notice={notice ? t(`property.notices.${notice}`) : null}
    >
      <Form method="post" {...getFormProps(form)} className={css.section}>
        <h2>{t("property.heading")}</h2>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError(
            (
              [
                "name",
                "type",
                "stars",
                "address",
                "pin",
                "description",
                "checkInFrom",
                "checkOutUntil",
                "houseRules",
                "policy",
              ] as const
            ).map((name) => [fields[name], label(name)] as const),
          )}
        />
        <InputField label={label("name")} field={fields.name} type="text" />
        <SelectField
          label={label("type")}
          field={fields.type}
          placeholder={t("choose")}
          choices={PROPERTY_TYPES.map((type) => ({ value: type, label: th(`types.${type}`) }))}
        />
        <InputField label={label("stars")} field={fields.stars} type="text" inputMode="numeric" />
        <InputField label={label("address")} field={fields.address} type="text" />
        <InputField label={label("pin")} field={fields.pin} type="text" hint={t("property.pinHint")} />
        <TextAreaField label={label("description")} field={fields.description} />
        <CheckboxGroupField
          legend={label("amenities")}
          field={fields.amenities}
          choices={AMENITIES.map((a) => ({ value: a, label: th(`amenities.${a}`) }))}
        />
        <InputField label={label("checkInFrom")} field={fields.checkInFrom} type="text" hint={t("property.timeHint")} />
        <InputField
          label={label("checkOutUntil")}
          field={fields.checkOutUntil}
          type="text"
          hint={t("property.timeHint")}
        />
        <TextAreaField label={label("houseRules")} field={fields.houseRules} />
        <SelectField
          label={label("policy")}
          field={fields.policy}
          placeholder={t("choose")}
          choices={POLICY_NAMES.map((name) => ({
            value: name,
            label: t(`policies.${name}`, { days: String(POLICIES[name] ?? 0) }),
          }))}
        />
        <Button>{t("property.save")}</Button>
      </Form>
      <section className={css.section}>
        <h2>{t("managers.heading")}</h2>
        <ul className={css.list}>
          {property.managers.map((m) => (
            <li key={m.email} className={css.row}>
              <span>{m.email}</span>
              <span>{t(`roles.${m.role}`)}</span>
            </li>
          ))}
        </ul>
        <Form method="post" {...getFormProps(invite)}>
          <ResendToken />
          <FormAlert message={invite.errors?.[0]} fields={fieldsInError([[inviteFields.email, t("managers.email")]])} />
          <input type="hidden" name="intent" value="invite" />
          <InputField label={t("managers.email")} field={inviteFields.email} type="email" autoComplete="email" />
          <Button>{t("managers.invite")}</Button>
        </Form>
      </section>
    </ExtranetPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
