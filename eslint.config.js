import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SANDBOX = {
  group: ["**/sandbox/**", "**/sandbox"],
  message: "Only app/services.server.ts and tests import sandbox code: use the interface it implements.",
};

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
  {
    // No domain file imports React (docs/architecture.md, Layers).
    files: ["app/domains/**/*.ts"],
    ignores: ["app/**/sandbox/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SANDBOX,
            { group: ["react", "react-dom", "react-dom/*", "react-i18next"], message: "No domain file imports React." },
          ],
        },
      ],
    },
  },
  {
    // A route module imports no other route's module: what routes share lives in app/utils or in a domain.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SANDBOX,
            {
              regex: "^~/routes/|^\\.\\./|^\\./(?!\\+types/|[\\w-]+\\.css$)",
              message: "A route imports no other route's module: move what routes share to app/utils or a domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
