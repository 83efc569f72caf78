import { offlinePathPatterns } from "~/domains/orders/orders.server";
import { serviceWorkerSource } from "~/utils/service-worker";
import { sha256Hex } from "~/lib/digest";

/**
 * GET /sw.js: the service worker that keeps a traveller's summaries, documents and My Trips offline once opened
 * (decision 021), with the paths the order kinds register. Revalidated on every load, as browsers do for a service worker.
 */
export async function loader() {
  const patterns = offlinePathPatterns();
  // A new worker (its code or its paths) keeps its pages in a new cache, and drops the old one when it takes over.
  const version = (await sha256Hex(serviceWorkerSource(patterns, ""))).slice(0, 12);
  return new Response(serviceWorkerSource(patterns, version), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/",
    },
  });
}
