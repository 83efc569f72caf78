import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name verb_noun` writes migrations/NNNN_verb_noun.sql from the TypeScript schema.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
