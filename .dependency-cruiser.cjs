// Import rules checked by `npm run check:deps` (part of `npm test`): no cycles anywhere, and no module
// importing one from a layer above it. Type-only imports count too: a cycle of types is still a cycle for the
// next reader. docs/development.md, "Import rules", says why each rule is there.
/** Tests, stories and test fixtures: they may reach across layers and apps to check them. */
const TESTS = "\\.(test|spec|stories)\\.tsx?$|/test/|/testing/|/testFixtures\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle means neither module can be read, tested or moved without the other.",
      from: {},
      to: { circular: true },
    },
    {
      name: "packages-below-apps",
      severity: "error",
      comment:
        "The packages are the apps' foundation and are published on their own: they never reach into an app.",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-apart",
      severity: "error",
      comment:
        "Each app talks to another through its public contract (the API's schema, HTTP), never its source.",
      from: { path: "^apps/([^/]+)/src/", pathNot: TESTS },
      to: { path: "^apps/([^/]+)/", pathNot: "^apps/$1/" },
    },
    {
      name: "api-platform-at-the-bottom",
      severity: "error",
      comment: "The API's platform (errors, ids, claims, limits) serves every module and knows none of them.",
      from: { path: "^apps/api/src/platform/", pathNot: TESTS },
      to: { path: "^apps/api/src/(modules|graphql|plugins)/|^apps/api/src/(app|server|services|seed)\\.ts$" },
    },
    {
      name: "api-modules-below-the-composition-root",
      severity: "error",
      comment: "app.ts composes the modules; a module importing it would depend on every other module.",
      from: { path: "^apps/api/src/(modules|graphql|plugins)/", pathNot: TESTS },
      to: { path: "^apps/api/src/(app|server|seed)\\.ts$" },
    },
    {
      name: "ui-below-features",
      severity: "error",
      comment: "The apps' shared ui components serve every feature and know none of them.",
      from: { path: "^apps/(portal|config-studio)/src/ui/", pathNot: TESTS },
      to: { path: "^apps/(portal|config-studio)/src/features/" },
    },
    {
      name: "no-test-code-in-the-product",
      severity: "error",
      comment: "Test helpers and fixtures stay out of what ships.",
      from: { path: "^(apps|packages)/[^/]+/src/", pathNot: TESTS },
      to: { path: "\\.(test|spec)\\.tsx?$|^(apps|packages)/[^/]+/test/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|generated)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@ledgerline/source", "import", "types", "default"],
    },
  },
};
