import { Outlet } from "react-router";
import { requireStaffMiddleware } from "~/utils/desk.server";
import type { Route } from "./+types/layout";

/** The desk's pages behind sign-in (DESIGN.md, Security): a live staff session, or the desk's sign-in page. */
export const middleware: Route.MiddlewareFunction[] = [requireStaffMiddleware];

export default function DeskLayout() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
