import { useTranslation } from "react-i18next";
import { useLocalePath } from "./locale-link";
import * as css from "./layout.css";
import { ResendToken } from "~/components/forms";

/** Agent mode's banner on every page (decision 016): who is booking, and the way out (a POST: no GET writes). */
export function AgentBanner({ agent }: { agent: { id: string; name: string } }) {
  const { t } = useTranslation("account");
  const localePath = useLocalePath();
  return (
    <section aria-label={t("agent.banner.label")} className={css.agentBanner}>
      <p className={css.agentBannerText}>{t("agent.banner.text", { name: agent.name, id: agent.id })}</p>
      <form method="post" action={localePath("/account/crm-agent/leave")}>
        <ResendToken />
        <button type="submit" className={css.agentBannerButton}>
          {t("agent.banner.leave")}
        </button>
      </form>
    </section>
  );
}
