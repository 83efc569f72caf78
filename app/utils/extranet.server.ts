import { data, type RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import type { OwnerActor } from "~/domains/owners/audit.server";
import { type ManagedProperty, managedProperty } from "~/domains/owners/properties.server";
import type { RoomDeps } from "~/domains/owners/rooms.server";
import { withLocalePrefix } from "~/i18n/locales";
import { getI18n } from "~/i18n/i18next.server";
import { jobsFor } from "~/services.server";
import { requireMember } from "./account.server";
import { clientAddress } from "./security.server";

type Context = Readonly<RouterContextProvider>;

// The extranet's guards (decision 029): a signed-in member (else sign-in, and back), and a property only for one of
// its managers; anyone else gets the 404 of a property that does not exist.

export function ownerActor(context: Context, request: Request): OwnerActor {
  const member = requireMember(context, request);
  return { memberId: member.id, email: member.email, address: clientAddress(request, context.get(envContext)) };
}

/** The property of the URL, for one of its managers, with who acts; a 404 for anyone else. */
export async function requireProperty(
  context: Context,
  request: Request,
  propertyId: string | undefined,
): Promise<{ actor: OwnerActor; property: ManagedProperty }> {
  const actor = ownerActor(context, request);
  const property = propertyId ? await managedProperty(context.get(dbContext), actor.email, propertyId) : null;
  if (!property) throw data(null, { status: 404 });
  return { actor, property };
}

export const extranetPath = (context: Context, path = "") =>
  withLocalePrefix(context.get(localeContext).prefix, `/extranet${path}`);

/** An extranet page's title: private, never indexed (privateMetaTags). */
export function extranetMeta(context: Context, page: string, values: Record<string, string> = {}) {
  const t = getI18n(context).getFixedT(null, "extranet") as unknown as (
    key: string,
    values?: Record<string, string>,
  ) => string;
  return { title: t(`meta.${page}`, values), description: t("meta.description") };
}

export function roomDeps(context: Context): RoomDeps {
  return {
    db: context.get(dbContext),
    inventory: context.get(envContext).INVENTORY,
    now: context.get(clockContext)(),
  };
}

export const ownerSend = (context: Context) => jobsFor(context.get(envContext)).send;
