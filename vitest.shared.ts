// Shared Vitest settings: workspace packages resolve to their TypeScript sources (the `@ledgerline/source`
// export condition), and every run writes test-results/vitest.json, which `npm test` adds up into its summary.
// A package's whole suite (`npm test` in it, which passes --coverage) also measures coverage of its own sources
// with V8 and fails below the package's thresholds, set just under what its suite reaches, so a change that
// drops tests, or adds code without them, is noticed (docs/development.md, "Coverage"). Running a single test
// file measures nothing.
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defaultServerConditions } from "vite";
import type { UserConfig } from "vite";

export const sourceConditions = ["@ledgerline/source"];

const domSetup = fileURLToPath(new URL("./vitest.dom-setup.ts", import.meta.url));

/** Minimum percentages of the package's sources the suite must run. */
export interface CoverageThresholds {
  statements: number;
  branches: number;
  functions: number;
  lines: number;
}

export function sharedTestConfig(
  overrides: {
    environment?: "node" | "jsdom";
    globalSetup?: string[];
    setupFiles?: string[];
    coverage?: CoverageThresholds;
    /**
     * false: the files a worker runs share one module cache instead of importing the package again for each
     * file (the API's suite spent 220 s of its CPU importing the app once per file). Only for a suite whose
     * modules keep no state a test changes: each file then starts from what the files before it left.
     */
    isolate?: boolean;
  } = {},
) {
  const environment = overrides.environment ?? "node";
  return {
    resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...sourceConditions, ...defaultServerConditions] } },
    test: {
      environment,
      isolate: overrides.isolate ?? true,
      globalSetup: overrides.globalSetup,
      setupFiles: [...(environment === "jsdom" ? [domSetup] : []), ...(overrides.setupFiles ?? [])],
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}", "lib/**/*.test.{ts,mjs}"],
      reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
      // Timeouts only catch a test that hangs: a verdict never depends on how fast the machine is, so they are
      // far above what any test takes on a busy two-core machine.
      testTimeout: 120_000,
      hookTimeout: 180_000,
      coverage: {
        provider: "v8" as const,
        include: ["src/**/*.{ts,tsx}", "lib/**/*.{ts,mjs}"],
        exclude: ["**/*.test.{ts,tsx}", "**/*.stories.{ts,tsx}", "**/generated/**", "**/*.d.ts"],
        reporter: ["text-summary", "json-summary"],
        reportsDirectory: "test-results/coverage",
        thresholds: overrides.coverage,
      },
    },
  } satisfies UserConfig & { test: Record<string, unknown> };
}
