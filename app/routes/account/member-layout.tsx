import { Outlet } from "react-router";
import type { Route } from "./+types/member-layout";
import { requireMemberMiddleware } from "~/utils/account.server";

/** The member pages: a visitor goes to sign in first, and comes back after it. */
export const middleware: Route.MiddlewareFunction[] = [requireMemberMiddleware];

export default function MemberLayout() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
