import { asApplicationKind, type ApplicationKinds } from "~/domains/applications/types";
import { businessKind } from "~/domains/business-travel/kind.server";
import { propertyKind } from "~/domains/property-listings/kind.server";
import { travelCardKind } from "~/domains/travel-card/kind.server";
import { visaKind } from "~/domains/visas/kind.server";

// The kinds of application (decision 013), each in its own domain. A new one adds itself here (docs/architecture.md,
// "How to add an application").
export const APPLICATION_KINDS: ApplicationKinds = {
  visa: asApplicationKind(visaKind),
  travel_card: asApplicationKind(travelCardKind),
  business: asApplicationKind(businessKind),
  property: asApplicationKind(propertyKind),
};
