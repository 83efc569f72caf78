import { useMatches } from "react-router";

/** What a route module may declare in its `handle` export. */
export interface RouteHandle {
  /** Hydrate this route: it pays for React Router's ~110 KB (docs/decisions/001-html-first-islands.md). */
  island?: boolean;
  /** The landing page: global header off, market change hidden (product rules §2). */
  landing?: boolean;
  /**
   * A search's results: a crawler follows its links but indexes none (each is a supplier's search for one query), so
   * the page names no canonical URL of its own.
   */
  noindex?: boolean;
}

function useHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

export function useHasIsland(): boolean {
  return useHandles().some((handle) => handle.island === true);
}

export function useIsLanding(): boolean {
  return useHandles().some((handle) => handle.landing === true);
}

export function useIsNoindex(): boolean {
  return useHandles().some((handle) => handle.noindex === true);
}
