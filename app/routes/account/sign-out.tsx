import { Button } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { localeContext } from "~/context";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/sign-out";
import { accountMeta, signedOut } from "~/utils/account.server";
import { ResendToken } from "~/components/forms";

/** GET only asks (no GET writes anything); the Logout button posts here. */
export function loader({ context }: Route.LoaderArgs) {
  return { meta: accountMeta(context, "signOut") };
}

export async function action({ context }: Route.ActionArgs) {
  return signedOut(context, withLocalePrefix(context.get(localeContext).prefix, "/"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function SignOut() {
  const { t } = useTranslation("account");
  return (
    <AccountPage heading={t("signOut.heading")} narrow>
      <Form method="post">
        <ResendToken />
        <Button>{t("menu.logout")}</Button>
      </Form>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
