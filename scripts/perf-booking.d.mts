/** What `perfStays` needs of an HTTP client: a request that follows no redirect, and a redirect's target. */
export interface PerfHttp {
  request(
    path: string,
    form?: Record<string, string>,
  ): Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;
  location(response: { status: number; headers: { get(name: string): string | null } }, what: string): URL;
}
export function perfBooking(base: string): Promise<{
  bookingId: string;
  changeId: string;
  next: string;
  stayId: string;
  draftStayId: string;
  orderId: string;
  draftOrderId: string;
  applicationId: string;
  draftApplicationId: string;
  cookie: string;
}>;
export function perfApplications(
  base: string,
  cookies?: unknown,
  http?: PerfHttp,
): Promise<{ applicationId: string; draftApplicationId: string }>;
export function perfOrders(
  base: string,
  cookies?: unknown,
  http?: PerfHttp,
): Promise<{ orderId: string; draftOrderId: string; cookie: string }>;
export function perfStays(
  base: string,
  cookies?: unknown,
  http?: PerfHttp,
): Promise<{ stayId: string; draftStayId: string; cookie: string }>;
export function httpOf(
  base: string,
  send: (
    path: string,
    form?: Record<string, string>,
  ) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>,
): PerfHttp;
