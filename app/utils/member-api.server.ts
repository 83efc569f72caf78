import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { memberContext } from "~/context";
import type { Member } from "~/domains/accounts/members.server";
import type { OrderLine } from "~/domains/core/orders";
import { formatMoney } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { apiError } from "~/utils/booking-api.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The member API's caller (product rules §7: these calls carry a Bearer token). Without a live token the
 * answer is 401, with nothing said about why.
 */
export function requireApiMember(context: Context): Member {
  const member = context.get(memberContext);
  if (member) return member;
  const response = apiError(context, 401, "unauthorized", "account:errors.unauthorized");
  response.headers.set("WWW-Authenticate", 'Bearer realm="tern"');
  throw response;
}

/** A JSON body checked by its schema; anything else is a 400 that lists the fields at fault. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  context: Context,
  schema: T,
): Promise<z.output<T>> {
  const text = await request.text();
  let body: unknown;
  try {
    body = text.length > 20_000 ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.message }));
  throw apiError(context, 400, "invalid_body", "errors.form", { fields });
}

export function notFound(context: Context): never {
  throw apiError(context, 404, "not_found", "account:errors.notFound");
}

export function methodNotAllowed(context: Context, allow: string): never {
  const response = apiError(context, 405, "method_not_allowed", "errors.generic");
  response.headers.set("Allow", allow);
  throw response;
}

/** What the API shows of a member. */
export function customerJson(member: Member) {
  return {
    id: member.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    hasPassword: member.hasPassword,
    locale: member.locale,
    createdAt: member.createdAt,
  };
}

/** An order as the APIs list it (the member's booking history, the CRM's agent bookings): the spec's field names. */
export function orderLineJson(order: OrderLine, locale: Locale) {
  return {
    Kind: order.kind,
    BookingId: order.id,
    BookingReference: order.reference,
    BookingDate: order.bookedOn,
    BookingStatus: order.status,
    // The supplier's own code: the airline's PNR, the hotel's confirmation number.
    PnrReferenceNumber: order.supplierReference,
    DepartureDate: order.startsOn,
    Title: order.title,
    Travellers: order.travellers,
    TotalFare: order.total ? { ...order.total, formatted: formatMoney(order.total, locale) } : null,
  };
}
