// One flat config for the whole monorepo; each workspace's `lint` script runs `eslint .` against it.
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Everywhere. A block that sets `no-restricted-syntax` again replaces this list, so such a block spreads it.
const restrictedSyntax = [
  { selector: "CallExpression[callee.name='eval']", message: "eval is forbidden: formulas are data." },
  { selector: "NewExpression[callee.name='Function']", message: "new Function is forbidden." },
];

// The MongoDB driver's collection methods a resolver or route must not call (`find` is matched apart).
const COLLECTION_METHODS = [
  "findOne",
  "findOneAndUpdate",
  "findOneAndReplace",
  "findOneAndDelete",
  "insertOne",
  "insertMany",
  "updateOne",
  "updateMany",
  "replaceOne",
  "deleteOne",
  "deleteMany",
  "bulkWrite",
  "countDocuments",
  "estimatedDocumentCount",
  "aggregate",
  "distinct",
  "createIndex",
  "dropIndex",
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.turbo/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/storybook-static/**",
      ".tools/**",
      ".data/**",
      "**/*.gen.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": ["error", ...restrictedSyntax],
    },
  },
  {
    // Type-aware rules build each workspace's TypeScript program, which makes lint two to three times slower;
    // they stop at the sources (src/, the tests beside them included), where the promises are.
    files: ["**/src/**/*.{ts,tsx,mts,cts}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // JSX handlers may return promises: antd's Form ignores onFinish's, Popconfirm shows a spinner until
      // onConfirm's settles, and the handlers here catch their own failures.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Hooks live in plain .ts files too, not only in components. Only the React workspaces: elsewhere
    // `use…` names (the API's useTestDatabase, useMonitorRepository) are not React hooks.
    files: ["{apps/portal,apps/config-studio,packages/form-renderer}/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The API's resolvers and routes read and write through their module's repository.
    files: ["apps/api/src/**/resolvers.ts", "apps/api/src/**/routes.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...restrictedSyntax,
        {
          selector: "CallExpression[callee.property.name='collection']",
          message:
            "Resolvers and routes read and write through their module's repository (docs/architecture.md), not db.collection",
        },
        {
          // A collection's methods, also on a collection a helper returned (`usersOf(db).findOne`); `find`
          // when given a filter or nothing (an array's `find` takes a function).
          selector: `CallExpression[callee.property.name=/^(${COLLECTION_METHODS.join("|")})$/], CallExpression[callee.property.name='find'][arguments.0.type='ObjectExpression'], CallExpression[callee.property.name='find'][arguments.length=0]`,
          message:
            "Resolvers and routes read and write through their module's repository (docs/architecture.md), not a collection's methods",
        },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
  {
    // A page error or a console error fails an end-to-end test: its `test` comes from the suite's fixtures.
    files: ["e2e/tests/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message:
                "Import `test` from ../support/fixtures, which fails a test on page and console errors.",
            },
          ],
        },
      ],
    },
  },
);
