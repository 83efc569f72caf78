import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name verb_noun` writes migrations/NNNN_verb_noun.sql from the TypeScript schema.
export default defineConfig({
  dialect: "sqlite",
  // The app's tables, and the sandbox gateway's own (a real gateway keeps these on its side, so the app's schema
  // does not export them; the local database still needs them).
  schema: ["./app/db/schema.ts", "./app/domains/checkout/sandbox/tables.ts"],
  out: "./migrations",
});
