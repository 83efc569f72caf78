import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import { IntentButton } from "~/components/desk/intent-button";
import * as css from "~/components/desk/desk.css";
import { FormAlert, ResendToken, TextAreaField, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { formatMoney } from "~/domains/markets/markets";
import { findOrder, ordersOf } from "~/domains/orders/orders.server";
import { addNote, notesOf } from "~/domains/staff/notes.server";
import { recordAction } from "~/domains/staff/audit.server";
import { NoteSchema, OrderDeskSchema } from "~/domains/staff/schema";
import { resendDocuments } from "~/domains/orders/support.server";
import { checkoutDepsFor, emailDepsFor } from "~/services.server";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { deskActor, deskMeta, deskPath, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/order";

const ORDER_NOTICES = ["noted", "resent", "limit", "none"] as const;

/** GET /desk/orders/{id}: an order of any kind as support sees it, with the notes staff kept on it; POST adds a note. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = requireRole(context, "support");
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const found = await findOrder(db, params.orderId);
  const [line] = found ? await ordersOf(db, [params.orderId], locale) : [];
  if (!found || !line) throw data(null, { status: 404 });
  return {
    meta: deskMeta(context, "order"),
    roles: member.roles,
    done: ORDER_NOTICES.find((n) => n === new URL(request.url).searchParams.get("done")) ?? null,
    resendable: found.kind.kind !== "application",
    order: {
      ...line,
      title: line.title.join(" · "),
      total: line.total ? formatMoney(line.total, locale) : null,
      bookedOn: localDate(line.bookedOn.slice(0, 10), locale, "medium"),
      startsOn: line.startsOn ? localDate(line.startsOn, locale, "medium") : null,
    },
    notes: (await notesOf(db, { kind: "order", id: found.order.id })).map((note) => ({
      ...note,
      at: localDate(note.at.slice(0, 10), locale, "medium"),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(context, "support");
  const actor = deskActor(context, request);
  const db = context.get(dbContext);
  const found = await findOrder(db, params.orderId);
  if (!found) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: OrderDeskSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  const now = context.get(clockContext)();
  const record = { kind: "order", id: found.order.id };
  if (submission.value.intent === "resend") {
    const env = context.get(envContext);
    const sent = await resendDocuments(
      { email: emailDepsFor(env, db, now, request), orders: checkoutDepsFor(env, db, now) },
      found,
    );
    if (sent === "sent") await recordAction(db, actor, { action: "support.resend", record }, now);
    return redirect(`${deskPath(context, `/orders/${found.order.id}`)}?done=${sent === "sent" ? "resent" : sent}`);
  }
  await addNote(db, record, submission.value.text, actor, now);
  return redirect(`${deskPath(context, `/orders/${found.order.id}`)}?done=noted`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "account"]);
  const { order, notes, roles, done, resendable } = loaderData;
  const [form, fields] = useZodForm(NoteSchema, {
    id: "note",
    lastResult: actionData?.result,
    defaultValue: { intent: "note" },
  });
  return (
    <DeskPage
      heading={t("order.heading", { reference: order.reference })}
      roles={roles}
      notice={done ? t(`order.notices.${done}`) : null}
    >
      <section className={css.section} aria-labelledby="order">
        <h2 id="order">{order.title}</h2>
        <dl>
          <dt>{t("order.status")}</dt>
          <dd>{t(`account:trips.states.${order.status}` as "account:trips.states.draft")}</dd>
          {order.supplierReference ? (
            <>
              <dt>{t("order.supplierReference")}</dt>
              <dd>{order.supplierReference}</dd>
            </>
          ) : null}
          <dt>{t("order.bookedOn")}</dt>
          <dd>{order.bookedOn}</dd>
          {order.startsOn ? (
            <>
              <dt>{t("order.startsOn")}</dt>
              <dd>{order.startsOn}</dd>
            </>
          ) : null}
          <dt>{t("order.travellers")}</dt>
          <dd>{order.travellers}</dd>
          {order.total ? (
            <>
              <dt>{t("order.total")}</dt>
              <dd>{order.total}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className={css.section} aria-labelledby="notes">
        <h2 id="notes">{t("order.notes")}</h2>
        {notes.length === 0 ? <p>{t("order.noNotes")}</p> : null}
        <ul className={css.list}>
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <small className={css.muted}>{t("order.noteBy", { name: note.by, date: note.at })}</small>
            </li>
          ))}
        </ul>
        <Form method="post" {...getFormProps(form)}>
          <ResendToken />
          <FormAlert message={form.errors?.[0]} />
          <input type="hidden" name="intent" value="note" />
          <TextAreaField label={t("order.addNote")} field={fields.text} />
          <Button variant="secondary">{t("order.saveNote")}</Button>
        </Form>
      </section>
      {resendable ? (
        <IntentButton intent="resend" secondary>
          {t("order.resend")}
        </IntentButton>
      ) : null}
      <p>
        <LocaleLink to="/desk/orders">{t("order.back")}</LocaleLink>
      </p>
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
