/**
 * `booking: true` pages name a ticketed booking ({booking}), its change ({change}) and a date ({next}), a booked stay
 * ({stay}) and a stay at its payment step ({draftStay}), a booked order ({order}) and one at its payment step
 * ({draftOrder}), an application sent ({application}) and one waiting for its files ({draftApplication}).
 * `owner: true` pages are opened with the sandbox owner's session (the extranet).
 */
export const PERF_PAGES: Array<{
  path: string;
  island: boolean;
  booking?: boolean;
  stay?: boolean;
  order?: boolean;
  application?: boolean;
  owner?: boolean;
}>;
export const BUDGETS: Record<"static" | "island", { score: number; lcpMs: number; cls: number; jsGzipBytes: number }>;
