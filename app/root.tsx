import { useTranslation } from "react-i18next";
import enhanceSrc, { imports as enhanceImports } from "~/islands/enhance.ts?island";
import { LoadAfterPage } from "~/components/load-after-page";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ConsentDialog } from "./components/consent-dialog";
import * as css from "./components/layout.css";
import { NavigationProgress } from "./components/navigation-progress";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { errorKind, StatusPage } from "./components/route-error-boundary";
import {
  agentContext,
  dataSaverContext,
  clockContext,
  dbContext,
  envContext,
  formTokenContext,
  unreadableFormContext,
  localeContext,
  marketContext,
  memberContext,
} from "./context";
import { visitorCartCount } from "./context.server";
import { AgentBanner } from "./components/agent-banner";
import { DataSaverNotice } from "./components/data-saver-notice";
import { Alert } from "./components/ui/alert";
import { SERVICE_WORKER_REGISTRATION } from "./utils/service-worker";
import { memberBalance } from "./domains/points/ledger.server";
import { asksConsent } from "./domains/consent/consent.server";
import { currencyOptions, marketCountryOptions } from "./domains/markets/options.server";
import { i18nextMiddleware } from "./i18n/i18next.server";
import { resendGuard } from "./utils/resend-guard.server";
import { canonicalPath, DEFAULT_LOCALE, LOCALES, splitLocale } from "./i18n/locales";
import "./styles/global.css";
import { useNonce } from "./utils/nonce";
import { useHasIsland, useIsLanding, useIsNoindex } from "./utils/route-handle";

// The resend guard wraps what takes money too: a payment sent twice answers its first outcome (decision 022). What
// takes money also checks the exchange rates, by its own route's middleware (utils/fx-guard.server.ts).
export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, resendGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, prefix } = context.get(localeContext);
  const member = context.get(memberContext);
  return {
    locale,
    prefix,
    market: context.get(marketContext),
    // The header's account menu: only the first name and the points available reach the page.
    member: member ? { firstName: member.firstName, points: await availablePoints(context, member.id) } : null,
    // The header's cart link: how many items this browser's cart holds.
    cart: await visitorCartCount(context),
    // Agent mode's banner (decision 016): the agent's name and CRM id.
    agent: context.get(agentContext),
    // Save-Data (decision 021): what this page left out, and whether the browser asked for it.
    dataSaver: context.get(dataSaverContext),
    countries: marketCountryOptions(locale),
    currencies: currencyOptions(locale),
    // Bots never see the dialog (product rules §2); people see it until they choose. The offline page (decision 021) is kept
    // by the service worker as a visitor's and shown without a network: no dialog there.
    showConsent: (await asksConsent(request)) && !/^(?:\/fr-FR)?\/offline$/.test(new URL(request.url).pathname),
    sandbox: context.get(envContext).APP_ENV !== "production",
    // Prices converted with ExchangeRate-API's rates carry its attribution (decision 018).
    fxAttribution: context.get(envContext).FX_SOURCE === "open-er-api",
    origin: new URL(request.url).origin,
    year: context.get(clockContext)().getUTCFullYear(),
    // The one-time token every writing form of this page carries (decision 022).
    formToken: context.get(formTokenContext).token,
    // The form sent to this page could not be read: nothing was done (workers/app.ts).
    formUnreadable: context.get(unreadableFormContext),
  };
}

/** A member's wakapoints available today, formatted for the header's account menu. */
async function availablePoints(context: Route.LoaderArgs["context"], memberId: string): Promise<string> {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const { available } = await memberBalance(context.get(dbContext), memberId, today);
  return new Intl.NumberFormat(context.get(localeContext).locale).format(available);
}

/** Canonical and hreflang links: en-US pages are unprefixed, fr-FR pages carry /fr-FR. */
function AlternateLinks({ origin, locale, path }: { origin: string; locale: (typeof LOCALES)[number]; path: string }) {
  return (
    <>
      <link rel="canonical" href={origin + canonicalPath(locale, path)} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + canonicalPath(l, path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + canonicalPath(DEFAULT_LOCALE, path)} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const nonce = useNonce();
  const island = useHasIsland();
  const noindex = useIsNoindex();
  const { prefix, path } = splitLocale(location.pathname);
  const locale = data?.locale ?? prefix ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifests/${locale}.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links />
        {noindex ? <meta name="robots" content="noindex, follow" /> : null}
        {data && !noindex ? <AlternateLinks origin={data.origin} locale={locale} path={path} /> : null}
      </head>
      <body>
        {children}
        {/* Tickets offline (decision 021): one inline line registers the service worker; no JavaScript file is loaded for it. */}
        <script dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} />
        {/* HTML first: React Router's scripts load only on routes that declare an island; every other page gets the
            enhancement script (decision 025), loaded once the page has painted, that makes marked forms answer in place. */}
        {island ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // A second after the page's load: its file never joins the page's largest paint, even on a slow phone.
          <LoadAfterPage src={enhanceSrc} imports={enhanceImports} wait={1000} />
        )}
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("root");
  const landing = useIsLanding();
  const island = useHasIsland();
  return (
    <>
      <a href="#main" className={css.skipLink}>
        {t("skipToContent")}
      </a>
      {island ? <NavigationProgress /> : null}
      {data?.sandbox ? (
        <section aria-label={t("sandboxLabel")}>
          <p className={css.sandboxBanner}>{t("sandboxBanner")}</p>
        </section>
      ) : null}
      {data?.agent ? <AgentBanner agent={data.agent} /> : null}
      {data?.dataSaver.lite || data?.dataSaver.asked ? <DataSaverNotice lite={data.dataSaver.lite} /> : null}
      {data ? <SiteHeader variant={landing ? "landing" : "global"} /> : null}
      <main id="main" tabIndex={-1}>
        {data?.formUnreadable ? (
          <div className={css.container}>
            <Alert tone="danger" live="alert">
              {t("errors.generic")}
            </Alert>
          </div>
        ) : null}
        {children}
      </main>
      <SiteFooter year={data?.year ?? new Date().getUTCFullYear()} fxAttribution={data?.fxAttribution ?? false} />
      {data?.showConsent ? <ConsentDialog /> : null}
    </>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <StatusPage kind={errorKind(error)} />
    </Shell>
  );
}
