import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { webLayersPlugin } from "./apps/web/eslint-layers.js";

/** The web app's TypeScript: its source, its tests and its Vite config. */
const WEB_FILES = ["apps/web/**/*.{ts,tsx}"];

/** Everything but the web app, which has its own block below. */
const NOT_WEB = [
  "packages/domain/**/*.ts",
  "apps/server/**/*.{ts,tsx}",
  "e2e/**/*.ts",
  "scripts/**/*.mjs",
  "scripts/**/*.ts",
  "bench/**/*.ts",
  "*.ts",
  "*.js",
];
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "data/**",
      "**/playwright-report/**",
      "**/test-results/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { console: "readonly", process: "readonly", URL: "readonly" } },
  },

  // Type-aware rules: they see what the compiler sees (floating promises, unsafe `any` flows).
  // Files outside every tsconfig (the scripts, the root configs) get a default project.
  {
    files: NOT_WEB,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.ts", "bench/*.ts"], defaultProject: "scripts/tsconfig.json" },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `async` without `await` is how Fastify plugins, hooks and the provider interfaces promise
      // their result; promises nobody awaits are caught by no-floating-promises instead.
      "@typescript-eslint/require-await": "off",
    },
  },

  // Plain-JavaScript scripts (benchmarks, cluster and drill drivers) have no static types: values
  // from JSON.parse and child processes are `any` by nature, so the `no-unsafe-*` family would only
  // ask for JSDoc casts. Every other type-aware rule still applies to them.
  {
    files: ["scripts/**/*.mjs"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },

  // The domain is the middle of the house: no I/O, nothing of the server or the web app.
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "fs", "fs/*", "path", "@taaza/server", "@taaza/server/*", "@taaza/web", "@taaza/web/*"],
              message: "The domain is pure: no I/O, nothing of the server or the web app.",
            },
            { regex: "^(\\.\\./){2,}", message: "The domain imports nothing outside its package." },
          ],
        },
      ],
    },
  },

  // Server modules meet only through their front doors, `<module>/index.ts`: that rule, and every
  // other rule between the server's layers, is the dependency check's (scripts/check-dependencies.mjs,
  // `npm run check:deps`), which sees type-only imports and resolved paths.

  // A focused or skipped test silently shrinks the suite (Vitest and Playwright alike).
  {
    files: TEST_FILES,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^(only|skip|fixme)$/]",
          message: "No focused or skipped tests (.only, .skip, .fixme) in the suite.",
        },
      ],
    },
  },

  // apps/web: type-aware rules, the rules of hooks and the web app's layers.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: WEB_FILES })),
  {
    files: WEB_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks, "web-layers": webLayersPlugin },
    rules: {
      // Every rule of the recommended set is an error here: a warning nobody reads keeps nothing.
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, "error"])),
      "web-layers/layers": "error",
    },
  },
);
