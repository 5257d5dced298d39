// Shared Vitest settings: workspace packages resolve to their TypeScript sources (the `@ledgerline/source`
// export condition), and every run writes test-results/vitest.json, which `npm test` adds up into its summary.
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defaultServerConditions } from "vite";
import type { UserConfig } from "vite";

export const sourceConditions = ["@ledgerline/source"];

const domSetup = fileURLToPath(new URL("./vitest.dom-setup.ts", import.meta.url));

export function sharedTestConfig(
  overrides: { environment?: "node" | "jsdom"; globalSetup?: string[]; setupFiles?: string[] } = {},
) {
  const environment = overrides.environment ?? "node";
  return {
    resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...sourceConditions, ...defaultServerConditions] } },
    test: {
      environment,
      globalSetup: overrides.globalSetup,
      setupFiles: [...(environment === "jsdom" ? [domSetup] : []), ...(overrides.setupFiles ?? [])],
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}", "lib/**/*.test.{ts,mjs}"],
      reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
      testTimeout: 20_000,
    },
  } satisfies UserConfig & { test: Record<string, unknown> };
}
