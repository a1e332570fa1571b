import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  // Controls, actions, viewport and toolbars are built into Storybook 10; accessibility (axe, the shop's own checker) is the one addon.
  addons: ['@storybook/addon-a11y'],
  // Controls come from each pattern's zod schema (stories/support/arg-types.ts), not from docgen.
  typescript: { reactDocgen: false },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (vite) => ({
    ...vite,
    build: {
      ...vite.build,
      // Storybook's own runtime is one large chunk; the shop's budgets are bench/bundle.ts's job.
      chunkSizeWarningLimit: 2048,
      // The shop's manifest feeds bench/bundle.ts; Storybook's would only be noise.
      manifest: false,
    },
  }),
};

export default config;
