export const PERF_PAGES: Array<{ path: string; island: boolean }>;
export const BUDGETS: Record<"static" | "island", { score: number; lcpMs: number; cls: number; jsGzipBytes: number }>;
