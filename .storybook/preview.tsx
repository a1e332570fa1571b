import '../src/styles/tokens.css';
import '../src/styles/base.css';
// Stories render outside the app's provider, in the shop's English.
import '../src/i18n/english-outside-provider';
import type { Decorator, Preview } from '@storybook/react-vite';
import { StoryProviders } from '../stories/support/StoryProviders';
import { globalTypes, initialGlobals, readStoryGlobals } from '../stories/support/globals';

const withShop: Decorator = (Story, context) => (
  // Keyed by story so every story starts from a fresh jotai store and SWR cache.
  <StoryProviders key={context.id} globals={readStoryGlobals(context.globals)}>
    <Story />
  </StoryProviders>
);

/** Widths at which the shop's layouts change. */
const viewports = {
  mobile: { name: 'Mobile 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  wide: { name: 'Wide 1536', styles: { width: '1536px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withShop],
  globalTypes,
  initialGlobals,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true, sort: 'requiredFirst' },
    // axe in the Accessibility panel, held to the rules the shop's pages are checked against (WCAG 2.1 A and AA).
    a11y: { options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
  },
};

export default preview;
