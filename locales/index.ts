import enCommon from "./en-US/common.json";
import enHome from "./en-US/home.json";
import frCommon from "./fr-FR/common.json";
import frHome from "./fr-FR/home.json";

/** en-US is the reference catalog; fr-FR must have the same keys (checked by type and by test). */
export const enUS = { common: enCommon, home: enHome };
export type Catalog = typeof enUS;
export const frFR: Catalog = { common: frCommon, home: frHome };

export const resources = { "en-US": enUS, "fr-FR": frFR } as const;
export type Namespace = keyof Catalog;
export const NAMESPACES = Object.keys(enUS) as Namespace[];
