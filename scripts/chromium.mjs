// Debian's Chromium for the end-to-end tests and `npm run perf`: browsers cannot be downloaded here.
// Flags for running it as root on a closed network (docs/architecture.md, Known pitfalls).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
