import { Button } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext } from "~/context";
import { deleteTraveller, getTraveller } from "~/domains/accounts/travellers.server";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/traveller-delete";
import { accountMeta, accountPath, requireMember, redirectWithNotice } from "~/utils/account.server";
import { ResendToken } from "~/components/forms";

/** Deleting a traveller asks first; the question is a page, so it works without JavaScript. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const traveller = await getTraveller(context.get(dbContext), member.id, params.travellerId);
  if (!traveller) throw data(null, { status: 404 });
  return {
    meta: accountMeta(context, "deleteTraveller"),
    name: [traveller.firstName, traveller.middleName, traveller.lastName].filter(Boolean).join(" "),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  // Deleting a traveller that is already gone (a second click) lands on the profile all the same.
  await deleteTraveller(context.get(dbContext), member.id, params.travellerId);
  return redirectWithNotice(accountPath(context), "travellerDeleted");
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function TravellerDelete({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={t("deleteTraveller.heading", { name: loaderData.name })} menu="profile" narrow>
      <p>{t("deleteTraveller.body")}</p>
      <Form method="post" className={bookingCss.actions}>
        <ResendToken />
        <Button>{t("deleteTraveller.submit")}</Button>
        <LocaleLink to="/account">{t("cancel")}</LocaleLink>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
