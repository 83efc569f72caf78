import { asApplicationKind } from "~/domains/applications/types";
import { textFor } from "~/i18n/translator.server";
import { BusinessRequest, SALES_INBOX } from "./schema";

/** A business-travel enquiry (decision 013): no file, copied to the business team's inbox, answered by it. */
export const businessKind = asApplicationKind<BusinessRequest>({
  kind: "business",
  requestSchema: BusinessRequest,
  contact: (r) => ({ name: `${r.firstName} ${r.lastName}`, email: r.email }),
  title: (r) => [r.company],
  describe: (r, locale) => {
    const t = textFor(locale, "applications");
    return [
      [t("business.form.company"), r.company],
      [t("business.form.contact"), `${r.firstName} ${r.lastName} · ${r.phone}`],
      [t("business.form.travellers"), t(`business.bands.${r.travellers}`)],
      [t("business.form.needs"), r.needs.map((need) => t(`business.needs.${need}`)).join(", ")],
      ...(r.message ? [[t("business.form.message"), r.message] as [string, string]] : []),
    ];
  },
  travellers: () => 0,
  startsOn: () => null,
  files: () => [],
  lodged: false,
  copyTo: SALES_INBOX,
});
