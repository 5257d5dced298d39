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

// The MongoDB driver's collection methods, called only in repositories and the platform (`find` is matched apart).
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

const ONE_DOOR =
  'Collections are read and written by their module\'s repository (docs/architecture.md, "one door"), not here';
const COLLECTION_CALL = { selector: "CallExpression[callee.property.name='collection']", message: ONE_DOOR };
// A collection's methods, also on a collection a helper returned (`usersOf(db).findOne`); `find` when given a
// filter or nothing (an array's `find` takes a function).
const COLLECTION_METHOD_CALL = {
  selector: `CallExpression[callee.property.name=/^(${COLLECTION_METHODS.join("|")})$/], CallExpression[callee.property.name='find'][arguments.0.type='ObjectExpression'], CallExpression[callee.property.name='find'][arguments.length=0]`,
  message: ONE_DOOR,
};

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
    // The API reads and writes its collections in one place per module: its repository (a `repository.ts`,
    // or a `repository/` folder for the larger ones) and the shared platform; everywhere else asks a
    // repository (docs/architecture.md, "one door"). By location, whatever the file is called. The model
    // layer may name a collection several modules' repositories share (`usersOf`), never call its methods.
    files: ["apps/api/src/**/*.ts"],
    ignores: [
      "apps/api/src/platform/**",
      "apps/api/src/**/repository.ts",
      "apps/api/src/**/repository/**",
      "apps/api/src/**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": ["error", ...restrictedSyntax, COLLECTION_CALL, COLLECTION_METHOD_CALL],
    },
  },
  {
    files: ["apps/api/src/model/**/*.ts"],
    ignores: ["apps/api/src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...restrictedSyntax, COLLECTION_METHOD_CALL],
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
