import { clockContext, envContext } from "~/context";
import { publicOrigin } from "~/utils/deployment.server";
import { openApiDocument } from "~/utils/openapi.server";
import type { Route } from "./+types/openapi";

/** GET /api/openapi.json: the public API as OpenAPI 3.1, generated from the schemas its routes parse with. */
export function loader({ request, context }: Route.LoaderArgs) {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  return Response.json(openApiDocument(publicOrigin(context.get(envContext), request), today), {
    headers: { "Cache-Control": "public, max-age=3600", "Access-Control-Allow-Origin": "*" },
  });
}
