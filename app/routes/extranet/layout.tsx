import { Outlet } from "react-router";
import { requireMemberMiddleware } from "~/utils/account.server";
import type { Route } from "./+types/layout";

/** The extranet's pages (DESIGN.md: property owners): a visitor goes to sign in first, and comes back after it. */
export const middleware: Route.MiddlewareFunction[] = [requireMemberMiddleware];

export default function ExtranetLayout() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
