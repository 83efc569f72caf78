import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";
import tern from "./eslint/tern-plugin.js";

const DOMAINS = readdirSync(new URL("./app/domains/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const REACT = {
  group: ["react", "react-dom", "react-dom/*", "react-i18next"],
  message: "No domain file imports React.",
};

/** Files of app/domains that are data tables, not code: exempt from the length limit. */
const DATA_TABLES = [
  "app/domains/flights/airports.ts",
  "app/domains/flights/aircraft.ts",
  "app/domains/flights/sandbox/carriers.ts",
  "app/domains/hotels/sandbox/properties.ts",
  "app/domains/markets/countries.ts",
  "app/domains/products/sandbox/catalog.ts",
];

/** A route action that reads its form by hand instead of through its zod schema with Conform. */
const HAND_PARSED_FORM = [
  {
    selector:
      "CallExpression[callee.property.name=/^(fromEntries|safeParse|parse)$/] CallExpression[callee.property.name='formData']",
    message:
      "Parse a form with its zod schema through Conform: parseWithZod(await request.formData(), { schema }) (docs/architecture.md, convention 5).",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(get|getAll|has|entries)$/][callee.object.name=/^(formData|form|body)$/]",
    message:
      "Read a form's fields from its Conform submission, never with formData.get (docs/architecture.md, convention 5).",
  },
];

const SANDBOX = {
  group: ["**/sandbox/**", "**/sandbox"],
  message: "Only app/services.server.ts and tests import sandbox code: use the interface it implements.",
};

/** A block forbidding, besides the sandbox, the imports `regex` matches in `files` (tests aside), saying why. */
const forbidding = (files, regex, message) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}"],
  rules: { "no-restricted-imports": ["error", { patterns: [SANDBOX, { regex, message }] }] },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "test-results/",
      "perf-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Sandbox suppliers, gateway and catalog are chosen in one place (the composition root) and reached through
    // their interfaces everywhere else; tests may use them directly.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["app/services.server.ts", "app/**/sandbox/**", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [SANDBOX] }] },
  },
  // No domain file imports React, and none reads another domain's tables: it asks that domain's functions
  // (docs/architecture.md, Layers). One block per domain, since a rule's options do not merge across blocks.
  ...DOMAINS.map((domain) => ({
    files: [`app/domains/${domain}/**/*.ts`],
    ignores: ["app/**/sandbox/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SANDBOX,
            REACT,
            {
              regex: `^(~/domains/(?!${domain}/)[\\w-]+|(\\.\\./)+(?!${domain}/)[\\w-]+)/tables$`,
              message: "A domain reads only its own tables: call the other domain's functions.",
            },
            {
              regex: "^(~/utils/|(\\.\\./)+utils/)",
              message: "Every arrow runs down: a domain imports app/lib, never app/utils (the web's helpers).",
            },
          ],
        },
      ],
    },
  })),
  {
    // The domains import each other one way; a domain file is at most 300 lines, but for data tables.
    files: ["app/domains/**/*.ts"],
    ignores: ["**/*.test.ts"],
    plugins: { tern },
    rules: {
      "tern/no-domain-cycle": "error",
      "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: DATA_TABLES,
    rules: { "max-lines": "off" },
  },
  {
    // Every form that writes carries the one-time token (decision 022).
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { tern },
    rules: { "tern/resend-token": "error" },
  },
  {
    // Route actions parse their form with its zod schema through Conform, one idiom everywhere.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { tern },
    rules: {
      // Every page exports the one error boundary (docs/architecture.md, Routes).
      "tern/route-error-boundary": "error",
      "no-restricted-syntax": [
        "error",
        ...HAND_PARSED_FORM,
        {
          selector: "JSXOpeningElement[name.name='button']",
          message: "A route's buttons are the design system's Button (app/components/ui/button.tsx).",
        },
      ],
    },
  },
  // A route module imports no other route's module: what routes share lives in app/utils or in a domain.
  forbidding(
    ["app/routes/**/*.{ts,tsx}"],
    "^~/routes/|^\\.\\./|^\\./(?!\\+types/|[\\w-]+\\.css$)",
    "A route imports no other route's module: move what routes share to app/utils or a domain.",
  ),
  // The web's server helpers write what components draw (app/utils/views.ts), and import no component for a type.
  forbidding(
    ["app/utils/**/*.server.ts"],
    "^~/components/",
    "A server helper imports no component: put the view model it fills in app/utils/views.ts.",
  ),
  {
    files: ["scripts/**/*.mjs", "eslint/**/*.js", "eslint.config.js"],
    languageOptions: { globals: globals.node },
  },
);
