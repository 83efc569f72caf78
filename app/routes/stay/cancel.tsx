import { Button, buttonClass } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { StayFrame } from "~/components/hotels/stay-frame";
import { useLocalePath } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { Card, DefinitionList } from "~/components/ui/card";
import { cancellationTerms, cancelStay } from "~/domains/stays/cancellation.server";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import { instantIn } from "~/lib/format-time";
import { requireStay, stayDeps, stayMeta, stayPath, stayRecap } from "~/utils/stay-step.server";
import type { Route } from "./+types/cancel";
import { auditForAgent } from "~/utils/agent.server";
import { ResendToken } from "~/components/forms";

/**
 * GET /stay/{id}/cancel: what cancelling now costs by the rate's policy (nothing before its deadline, the
 * first night of each room after it, everything on a non-refundable rate), shown before the traveller confirms; POST
 * cancels, refunds what is owed through the payment's own refund, and answers with the summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const stay = await requireStay(args);
  if (stay.status === "cancelled") throw redirect(stayPath(args.context, stay.id, "summary"));
  return {
    meta: stayMeta(args.context, "cancel.metaTitle", stay),
    stay: stayRecap(args.context, stay),
    terms: cancellationTerms(stay, stayDeps(args.context).now),
  };
}

export async function action(args: Route.ActionArgs) {
  const stay = await requireStay(args);
  await cancelStay(stayDeps(args.context), stay);
  await auditForAgent(args.context, stay.id, "cancel", "0");
  // Cancelled now, cancelled before, or no longer cancellable: the summary says which.
  return redirect(stayPath(args.context, stay.id, "summary"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CancelStay({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const { stay, terms } = loaderData;
  const { locale } = stay;
  const money = (m: { amount: number; currency: typeof stay.total.currency }) => formatMoney(m, locale);
  const deadline = stay.deadlineUtc ? instantIn(stay.deadlineUtc, stay.timeZone, locale) : "";
  return (
    <StayFrame stay={stay} step="summary" guestsDone>
      <h1>{t("cancel.heading")}</h1>
      {terms.kind === "not_cancellable" ? (
        <Alert tone="info" live="status">
          <p>{t(`cancel.${terms.reason}`)}</p>
        </Alert>
      ) : (
        <Card heading={t("voucher.policy")} headingId="cancel-terms">
          <p>{t(`cancel.${terms.kind}`, { deadline, refund: money(terms.refund), penalty: money(terms.penalty) })}</p>
          <DefinitionList
            items={[
              [t("cancel.paid"), money(stay.total)],
              [t("cancel.fee"), money(terms.penalty)],
              [<strong key="refund">{t("cancel.refund")}</strong>, <strong key="amount">{money(terms.refund)}</strong>],
            ]}
          />
          <Form method="post" className={css.actions}>
            <ResendToken />
            <Button>{t("cancel.confirm")}</Button>
            <Link to={localePath(`/stay/${stay.id}/summary`)} className={buttonClass("secondary")}>
              {t("cancel.keep")}
            </Link>
          </Form>
        </Card>
      )}
    </StayFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
