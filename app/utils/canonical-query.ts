import { resultsPageQuery } from "~/domains/flights/search-query";
import type { CanonicalQuery } from "./page-cache.server";

/** The pages kept by the page cache, each with the query it is built from (docs/decisions/007-page-cache.md). */
const CANONICAL_QUERIES: Record<string, (params: URLSearchParams) => string> = {
  "/flight/search": resultsPageQuery,
};

export const canonicalPageQuery: CanonicalQuery = (path, params) => CANONICAL_QUERIES[path]?.(params) ?? null;
