// npm start: build, apply D1 migrations and seed data (idempotent), then serve the production build in workerd.
import { applyMigrationsAndSeed, bin, run, serve } from "./lib.mjs";

const port = Number(process.env.PORT ?? 8787);
if (!process.env.TERN_SKIP_BUILD) run(bin("react-router"), ["build"]);
await applyMigrationsAndSeed();
serve(port);

// Local workerd does not fire Cron Triggers by itself: fire the expiry job every minute, as wrangler.toml's
// schedule would in production (lapsed drafts, unpaid bank transfers).
setInterval(() => {
  fetch(`http://localhost:${port}/cdn-cgi/local/scheduled`).catch(() => undefined);
}, 60_000);
