import type { Catalog } from "../../locales";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Catalog;
  }
}
