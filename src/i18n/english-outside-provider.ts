import { setMessagesOutsideProvider } from './context';
import { defaultMessages } from './messages';

/**
 * Imported for its effect by what renders components outside the app's
 * provider (tests/setup/jsdom.ts, .storybook/preview.tsx): they show the
 * shop's English, as the app does on an English page.
 */
setMessagesOutsideProvider(defaultMessages);
