import { applyD1Migrations, env } from "cloudflare:test";

// The same migration files `npm start` and `wrangler d1 migrations apply` use (docs/architecture.md, convention 9).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
