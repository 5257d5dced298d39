import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.stories.tsx"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Workspace packages resolve to their TypeScript sources, as in tests.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ["@ledgerline/source", "module", "browser", "development|production"],
    },
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        // RJSF marks its modules "use client"; a static Storybook has no server components to care.
        onwarn: (warning, warn) => {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  }),
};
export default config;
