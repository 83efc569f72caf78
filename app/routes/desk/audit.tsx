import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { z } from "zod";
import { DeskPage } from "~/components/desk/desk-page";
import { DeskTable } from "~/components/desk/desk-table";
import * as css from "~/components/desk/desk.css";
import { Field } from "~/components/forms";
import * as formCss from "~/components/forms.css";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { dbContext, localeContext } from "~/context";
import { AUDIT_PAGE, listAudit } from "~/domains/staff/audit.server";
import { AUDIT_ACTIONS } from "~/domains/staff/roles";
import { listStaff } from "~/domains/staff/staff.server";
import { privateMetaTags } from "~/i18n/meta";
import { deskMeta, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/audit";

/** The trail's filters, from the query string: who, what, which record, and the page (rows older than an id). */
const AuditQuerySchema = z.object({
  staff: z.string().max(64).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  record: z.string().trim().max(64).optional().catch(undefined),
  before: z.coerce.number().int().positive().optional().catch(undefined),
});

/** GET /desk/audit: the audit trail for admins, newest first, filtered by staff member, action or record. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireRole(context, "admin");
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const query = AuditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [rows, people] = await Promise.all([
    listAudit(db, {
      staffId: query.staff || undefined,
      action: query.action,
      recordId: query.record || undefined,
      before: query.before,
    }),
    listStaff(db),
  ]);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const older = new URLSearchParams(
    Object.entries({ staff: query.staff, action: query.action, record: query.record }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );
  const last = rows.at(-1);
  if (last) older.set("before", String(last.id));
  return {
    meta: deskMeta(context, "audit"),
    roles: member.roles,
    query,
    people,
    rows: rows.map((row) => ({
      ...row,
      at: `${when.format(new Date(row.at))} UTC`,
      detail: row.detail ? JSON.stringify(row.detail) : "",
    })),
    olderQuery: rows.length === AUDIT_PAGE ? older.toString() : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("desk");
  const { rows, people, query, roles, olderQuery } = loaderData;
  return (
    <DeskPage heading={t("audit.heading")} roles={roles}>
      <p>{t("audit.intro")}</p>
      <Form method="get" className={css.section} aria-label={t("audit.filter")}>
        <Field label={t("audit.staff")} htmlFor="audit-staff">
          <select className={formCss.input} id="audit-staff" name="staff" defaultValue={query.staff ?? ""}>
            <option value="">{t("audit.any")}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("audit.action")} htmlFor="audit-action">
          <select className={formCss.input} id="audit-action" name="action" defaultValue={query.action ?? ""}>
            <option value="">{t("audit.any")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("audit.record")} htmlFor="audit-record">
          <input
            className={formCss.input}
            id="audit-record"
            name="record"
            type="text"
            defaultValue={query.record ?? ""}
          />
        </Field>
        <Button>{t("audit.apply")}</Button>
      </Form>
      <DeskTable
        columns={[t("audit.at"), t("audit.who"), t("audit.what"), t("audit.on"), t("audit.from"), t("audit.detail")]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: [
            row.at,
            row.staffName ? `${row.staffName} (${row.staffEmail})` : t("audit.nobody"),
            row.action,
            row.recordKind ? `${row.recordKind} ${row.recordId}` : "",
            row.address,
            row.detail,
          ],
        }))}
        empty={t("audit.empty")}
      />
      {olderQuery ? (
        <p>
          <LocaleLink to={`/desk/audit?${olderQuery}`}>{t("audit.older")}</LocaleLink>
        </p>
      ) : null}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
