// Shared Vitest settings: workspace packages resolve to their TypeScript sources (the `@ledgerline/source`
// export condition), and every run writes test-results/vitest.json, which `npm test` adds up into its summary.
import { defaultClientConditions, defaultServerConditions } from "vite";
import type { UserConfig } from "vite";

export const sourceConditions = ["@ledgerline/source"];

export function sharedTestConfig(overrides: { environment?: "node" | "jsdom"; globalSetup?: string[] } = {}) {
  return {
    resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...sourceConditions, ...defaultServerConditions] } },
    test: {
      environment: overrides.environment ?? "node",
      globalSetup: overrides.globalSetup,
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}", "lib/**/*.test.{ts,mjs}"],
      reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
      testTimeout: 20_000,
    },
  } satisfies UserConfig & { test: Record<string, unknown> };
}
