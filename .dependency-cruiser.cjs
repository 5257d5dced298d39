// Import rules checked by `npm run check:deps` (part of `npm test`): no cycles anywhere, and no module
// importing one from a layer above it. Type-only imports count too: a cycle of types is still a cycle for the
// next reader, and generated files are read like any other (a cycle through them is as real).
// docs/development.md, "Import and dependency rules", says why each rule is there; docs/architecture.md
// draws the API's layers.
/** Tests, stories and test fixtures: they may reach across layers and apps to check them. */
const TESTS = "\\.(test|spec|stories)\\.tsx?$|/test/|/testing/|/testFixtures\\.tsx?$";
/** The API's transport: the GraphQL schema and resolvers and the REST routes of each module. */
const API_TRANSPORT = "^apps/api/src/modules/.+/(resolvers|routes|schema)\\.ts$";
/**
 * The API's modules, floor by floor from the ground up: a module imports only modules on lower floors, so no
 * two modules import each other and no loop runs through several. A new module takes the floor above the
 * highest one it imports; docs/architecture.md, "The API's layers", draws them.
 */
const API_MODULE_FLOORS = [
  ["access", "accounts", "audits", "health", "mail", "reference"],
  ["clients"],
  ["identity", "users"],
  ["reports", "sessions"],
  ["excel", "investments", "reminders"],
  ["covenant-configs", "covenants", "exchange-rates"],
  ["dashboard", "form-data", "template-configs"],
  ["covenant-monitor", "exports"],
  ["seed"],
];
const apiModules = (names) => `^apps/api/src/modules/(${names.join("|")})/`;
const apiFloorRules = API_MODULE_FLOORS.map((floor, index) => ({
  name: "api-module-floors",
  severity: "error",
  comment: `A module on floor ${index + 1} (${floor.join(", ")}) imports only modules on lower floors.`,
  from: { path: apiModules(floor), pathNot: TESTS },
  to: { path: apiModules(API_MODULE_FLOORS.slice(index).flat()), pathNot: "^apps/api/src/modules/$1/" },
}));

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
      comment:
        "The API's platform (errors, ids, claims, limits, sheets) serves the model and every module and knows none of them.",
      from: { path: "^apps/api/src/platform/", pathNot: TESTS },
      to: {
        path: "^apps/api/src/(model|modules|graphql|plugins)/|^apps/api/src/(app|server|services|seed)\\.ts$",
      },
    },
    {
      name: "api-model-below-the-modules",
      severity: "error",
      comment:
        "src/model/ holds the stored documents every module shares: it imports the platform and packages only, so a module that needs another's documents does not need that module.",
      from: { path: "^apps/api/src/model/", pathNot: TESTS },
      to: { path: "^apps/api/src/", pathNot: "^apps/api/src/(model|platform)/" },
    },
    {
      name: "api-transport-on-top",
      severity: "error",
      comment:
        "Resolvers, routes and schemas translate requests into the domain: only a module's index.ts (and app.ts) wires them in, and no domain file depends on a request's shape. Shared logic lives in a domain file both use.",
      from: { path: "^apps/api/src/", pathNot: `/index\\.ts$|^apps/api/src/app\\.ts$|${TESTS}` },
      to: { path: API_TRANSPORT },
    },
    ...apiFloorRules,
    {
      name: "api-module-has-a-floor",
      severity: "error",
      comment: "Every module of the API stands on one of API_MODULE_FLOORS, so the floors rule sees it.",
      from: {
        path: "^apps/api/src/modules/",
        pathNot: `${apiModules(API_MODULE_FLOORS.flat())}|^apps/api/src/modules/module\\.ts$`,
      },
      to: {},
    },
    {
      name: "api-modules-below-the-composition-root",
      severity: "error",
      comment:
        "app.ts composes the modules and services.ts lists what it builds for them; a module importing either would depend on every other module (a module names the services it uses, operationsOver<S>).",
      from: { path: "^apps/api/src/(modules|graphql|plugins)/", pathNot: TESTS },
      to: { path: "^apps/api/src/(app|server|seed|services)\\.ts$" },
    },
    {
      name: "api-graphql-context-below-the-modules",
      severity: "error",
      comment:
        "The resolvers' context and operation declarations serve every module: they know the caller (access) and nothing of the modules above.",
      from: { path: "^apps/api/src/graphql/", pathNot: TESTS },
      to: { path: "^apps/api/src/modules/", pathNot: "^apps/api/src/modules/access/" },
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
    exclude: { path: "(^|/)dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@ledgerline/source", "import", "types", "default"],
    },
  },
};
