import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name verb_noun` writes migrations/NNNN_verb_noun.sql from the TypeScript schema.
export default defineConfig({
  dialect: "sqlite",
  // The app's tables, and each gateway adapter's own (the sandbox's, which a real gateway keeps on its side; what the
  // Paystack adapter remembers of its calls): the app's schema does not export them, the database still needs them.
  schema: [
    "./app/db/schema.ts",
    "./app/domains/checkout/sandbox/tables.ts",
    "./app/domains/checkout/paystack/tables.ts",
    "./app/domains/flights/duffel/tables.ts",
  ],
  out: "./migrations",
});
