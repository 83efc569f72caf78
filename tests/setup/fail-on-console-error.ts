import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

// docs/architecture.md, convention 13: a test that logs an error fails, so errors cannot pass unnoticed.
let errors: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
