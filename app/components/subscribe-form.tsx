import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import * as css from "~/components/booking/booking.css";
import { FormAlert, InputField, ResendToken } from "~/components/forms";
import { useLocalePath } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { type SubscribeForm, SubscribeFormSchema, type SubscriptionKind } from "~/domains/subscriptions/types";

/**
 * A subscription's form, on any page that carries one (the newsletter, black-friday deals, a results page's price
 * watch): an e-mail address, posted to /subscribe, which answers with its messages there or a "check your inbox".
 */
export function SubscriptionForm({
  kind,
  from,
  search,
  text,
  result,
}: {
  kind: SubscriptionKind;
  /** The page it is on, to go back to. */
  from?: string;
  /** A price watch's results query. */
  search?: string;
  text?: string;
  result?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("content");
  const localePath = useLocalePath();
  const [form, fields] = useForm<SubscribeForm>({
    id: `subscribe-${kind}`,
    lastResult: result,
    constraint: getZodConstraint(SubscribeFormSchema),
    shouldValidate: "onBlur",
  });
  const label = t("subscriptions.page.email");
  return (
    <Form method="post" action={localePath("/subscribe")} {...getFormProps(form)} className={css.panel}>
      <ResendToken />
      <h2 id={`${form.id}-heading`}>{t(`subscriptions.forms.${kind}.heading`)}</h2>
      {text ? <p>{text}</p> : <p>{t(`subscriptions.forms.${kind}.text`)}</p>}
      <FormAlert
        message={form.errors?.[0]}
        fields={fields.email.errors?.length ? [{ id: fields.email.id, label }] : []}
      />
      <input type="hidden" name="kind" value={kind} />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {search ? <input type="hidden" name="search" value={search} /> : null}
      <InputField label={label} field={fields.email} type="email" autoComplete="email" />
      <Button>{t(`subscriptions.forms.${kind}.submit`)}</Button>
    </Form>
  );
}
