import { createCookie, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext, localeContext, staffContext } from "~/context";
import type { RefundDeskDeps } from "~/domains/bookings/refund-decisions.server";
import { type DeskActor, hasRole, type StaffMember, type StaffRole } from "~/domains/staff/roles";
import { staffForToken } from "~/domains/staff/sign-in.server";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { applicationDepsFor, refundDeskDepsFor } from "~/services.server";
import { clientAddress } from "./security.server";

// The desk's web side (DESIGN.md, Security): its own signed `__Host-` cookie, apart from a member's session, holding
// a staff session's token; pages check the staff member's roles. The rules live in the domains the pages call.

type Context = Readonly<RouterContextProvider>;

/** SameSite=Strict: no other site's link or form arrives at the desk signed in. No Max-Age: the server ends it. */
function deskCookie(secret: string) {
  return createCookie("__Host-tern_desk", {
    httpOnly: true,
    secure: true,
    sameSite: "strict",
    path: "/",
    secrets: [secret],
  });
}

export async function deskToken(context: Context, request: Request): Promise<string> {
  const value: unknown = await deskCookie(context.get(envContext).SESSION_SECRET).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : "";
}

export const setDeskCookie = (context: Context, token: string) =>
  deskCookie(context.get(envContext).SESSION_SECRET).serialize(token);

export const clearDeskCookie = (context: Context) =>
  deskCookie(context.get(envContext).SESSION_SECRET).serialize("", { maxAge: 0 });

/** A desk URL in the page's language. */
export const deskPath = (context: Context, path = "") =>
  withLocalePrefix(context.get(localeContext).prefix, `/desk${path}`);

/** Who acts, for the audit trail: the staff member, and the address the Worker saw. */
export function deskActor(context: Context, request: Request): DeskActor {
  const member = requireStaff(context);
  return { staffId: member.id, address: clientAddress(request, context.get(envContext)) };
}

export const requestAddress = (context: Context, request: Request) => clientAddress(request, context.get(envContext));

/** The desk's pages behind sign-in: a live staff session, or the desk's sign-in page (visitors, members, agents). */
export const requireStaffMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  const member = await staffForToken(
    context.get(dbContext),
    await deskToken(context, request),
    context.get(clockContext)(),
  );
  if (!member) throw redirect(deskPath(context, "/sign-in"));
  context.set(staffContext, member);
  return next();
};

export function requireStaff(context: Context): StaffMember {
  const member = context.get(staffContext);
  if (!member) throw data(null, { status: 403 });
  return member;
}

/** The staff member, if they hold the role a page or an action needs; anyone else gets 403 and nothing is done. */
export function requireRole(context: Context, role: StaffRole): StaffMember {
  const member = requireStaff(context);
  if (!hasRole(member, role)) throw data(null, { status: 403 });
  return member;
}

/** Which role decides each kind of application (decision 026): visas officers the visa and card, partners the rest. */
export const APPLICATION_ROLES: Record<string, StaffRole> = {
  visa: "visas",
  travel_card: "visas",
  business: "partners",
  property: "partners",
};

/** The application kinds a staff member decides. */
export const applicationKindsOf = (member: StaffMember) =>
  Object.entries(APPLICATION_ROLES)
    .filter(([, role]) => hasRole(member, role))
    .map(([kind]) => kind);

/** The staff member, if they decide applications of this kind; anyone else gets 403. */
export function requireApplicationRole(context: Context, kind: string): StaffMember {
  const member = requireStaff(context);
  if (!applicationKindsOf(member).includes(kind)) throw data(null, { status: 403 });
  return member;
}

export function applicationDeskDeps(context: Context) {
  return applicationDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
}

export function refundDeskDeps(context: Context): RefundDeskDeps {
  return refundDeskDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
}

/** A desk page's title: private, never indexed (privateMetaTags). */
export function deskMeta(context: Context, page: string) {
  const t = getI18n(context).getFixedT(null, "desk") as unknown as (key: string) => string;
  return { title: t(`meta.${page}`), description: t("meta.description") };
}
