import { data } from "react-router";
import { localDate } from "~/lib/format-time";
import { useTranslation } from "react-i18next";
import * as css from "~/components/account/account.css";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { LocaleLink } from "~/components/locale-link";
import { clockContext, dbContext, localeContext } from "~/context";
import { listTravellers, type MemberTraveller } from "~/domains/accounts/travellers.server";
import { countryName } from "~/domains/markets/countries";
import { memberBalance } from "~/domains/points/ledger.server";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/profile";
import { accountMeta, requireMember } from "~/utils/account.server";
import { readNotice } from "~/utils/flash.server";

/** My Profile: profile information, password, the primary traveller and co-travellers (product rules §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const { locale } = context.get(localeContext);
  const travellers = await listTravellers(context.get(dbContext), member.id);
  const shown = (traveller: MemberTraveller) => ({
    id: traveller.id,
    name: [traveller.firstName, traveller.middleName, traveller.lastName].filter(Boolean).join(" "),
    ageGroup: traveller.ageGroup,
    dateOfBirth: traveller.dateOfBirth,
    nationality: countryName(traveller.nationality, locale),
    passport: traveller.passportNumber,
  });
  const flash = await readNotice(request);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const { available } = await memberBalance(context.get(dbContext), member.id, today);
  return data(
    {
      points: new Intl.NumberFormat(locale).format(available),
      meta: accountMeta(context, "profile"),
      notice: flash.notice,
      member: {
        name: `${member.firstName} ${member.lastName}`,
        email: member.email,
        phone: member.phone,
        hasPassword: member.hasPassword,
        since: member.createdAt.slice(0, 10),
      },
      primary: travellers.filter((x) => x.isPrimary).map(shown)[0] ?? null,
      coTravellers: travellers.filter((x) => !x.isPrimary).map(shown),
    },
    { headers: flash.headers },
  );
}

/** The loader clears the notice it showed: its Set-Cookie reaches the page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

type Shown = Route.ComponentProps["loaderData"]["coTravellers"][number];

function TravellerCard({ traveller }: { traveller: Shown }) {
  const { t, i18n } = useTranslation("account");
  const date = (iso: string) => localDate(iso, i18n.language === "fr-FR" ? "fr-FR" : "en-US");
  return (
    <article className={bookingCss.panel} aria-labelledby={`traveller-${traveller.id}`}>
      <h3 id={`traveller-${traveller.id}`}>{traveller.name}</h3>
      <dl className={bookingCss.details}>
        <dt>{t("fields.ageGroup")}</dt>
        <dd>{t(`ageGroups.${traveller.ageGroup}`)}</dd>
        <dt>{t("fields.dateOfBirth")}</dt>
        <dd>{date(traveller.dateOfBirth)}</dd>
        <dt>{t("fields.nationality")}</dt>
        <dd>{traveller.nationality}</dd>
        <dt>{t("fields.passportNumber")}</dt>
        <dd>{traveller.passport ?? t("profile.none")}</dd>
      </dl>
      <p className={bookingCss.actions}>
        <LocaleLink to={`/account/travellers/${traveller.id}/edit`}>
          {t("profile.editTraveller", { name: traveller.name })}
        </LocaleLink>
        <LocaleLink to={`/account/travellers/${traveller.id}/delete`}>
          {t("profile.deleteTraveller", { name: traveller.name })}
        </LocaleLink>
      </p>
    </article>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { member, primary, coTravellers, notice, points } = loaderData;
  return (
    <AccountPage heading={t("profile.heading")} menu="profile" notice={notice}>
      <section className={bookingCss.panel} aria-labelledby="profile-info">
        <h2 id="profile-info">{t("profile.information")}</h2>
        <dl className={bookingCss.details}>
          <dt>{t("fields.name")}</dt>
          <dd>{member.name}</dd>
          <dt>{t("fields.email")}</dt>
          <dd>{member.email}</dd>
          <dt>{t("fields.phone")}</dt>
          <dd>{member.phone ?? t("profile.none")}</dd>
        </dl>
        <p className={bookingCss.actions}>
          <LocaleLink to="/account/profile/edit">{t("profile.edit")}</LocaleLink>
          <LocaleLink to="/account/password">
            {member.hasPassword ? t("profile.changePassword") : t("profile.createPassword")}
          </LocaleLink>
        </p>
        {member.hasPassword ? null : <p className={bookingCss.muted}>{t("profile.codeOnly")}</p>}
        <p>
          <LocaleLink to="/account/points">{t("points.link", { available: points })}</LocaleLink>
        </p>
      </section>

      <section aria-labelledby="primary-traveller">
        <h2 id="primary-traveller">{t("profile.primary")}</h2>
        {primary ? (
          <TravellerCard traveller={primary} />
        ) : (
          <p>
            {t("profile.noPrimary")}{" "}
            <LocaleLink to="/account/travellers/new?primary=1">{t("profile.addPrimary")}</LocaleLink>
          </p>
        )}
      </section>

      <section aria-labelledby="co-travellers">
        <h2 id="co-travellers">{t("profile.coTravellers")}</h2>
        {coTravellers.length === 0 ? <p>{t("profile.noCoTravellers")}</p> : null}
        <ul className={css.list}>
          {coTravellers.map((traveller) => (
            <li key={traveller.id}>
              <TravellerCard traveller={traveller} />
            </li>
          ))}
        </ul>
        <p>
          <LocaleLink to="/account/travellers/new">{t("profile.addCoTraveller")}</LocaleLink>
        </p>
      </section>

      <section aria-labelledby="delete-profile">
        <h2 id="delete-profile">{t("profile.deleteHeading")}</h2>
        <p>
          <LocaleLink to="/account/delete">{t("profile.delete")}</LocaleLink>
        </p>
      </section>
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
