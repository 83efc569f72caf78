import enAccount from "./en-US/account.json";
import enApplications from "./en-US/applications.json";
import enBooking from "./en-US/booking.json";
import enCommon from "./en-US/common.json";
import enContent from "./en-US/content.json";
import enDesk from "./en-US/desk.json";
import enExtranet from "./en-US/extranet.json";
import enFlight from "./en-US/flight.json";
import enHome from "./en-US/home.json";
import enHotel from "./en-US/hotel.json";
import enProducts from "./en-US/products.json";
import frAccount from "./fr-FR/account.json";
import frApplications from "./fr-FR/applications.json";
import frBooking from "./fr-FR/booking.json";
import frCommon from "./fr-FR/common.json";
import frContent from "./fr-FR/content.json";
import frDesk from "./fr-FR/desk.json";
import frExtranet from "./fr-FR/extranet.json";
import frFlight from "./fr-FR/flight.json";
import frHome from "./fr-FR/home.json";
import frHotel from "./fr-FR/hotel.json";
import frProducts from "./fr-FR/products.json";

/** en-US is the reference catalog; fr-FR must have the same keys (checked by type and by test). */
export const enUS = {
  common: enCommon,
  home: enHome,
  content: enContent,
  flight: enFlight,
  hotel: enHotel,
  products: enProducts,
  booking: enBooking,
  account: enAccount,
  applications: enApplications,
  desk: enDesk,
  extranet: enExtranet,
};
export type Catalog = typeof enUS;
export const frFR: Catalog = {
  common: frCommon,
  home: frHome,
  content: frContent,
  flight: frFlight,
  hotel: frHotel,
  products: frProducts,
  booking: frBooking,
  account: frAccount,
  applications: frApplications,
  desk: frDesk,
  extranet: frExtranet,
};

export const resources = { "en-US": enUS, "fr-FR": frFR } as const;
export type Namespace = keyof Catalog;
export const NAMESPACES = Object.keys(enUS) as Namespace[];
