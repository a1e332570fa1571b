/** What the rest of the app uses from push; everything heavy stays behind dynamic imports. */
export { PushToggle } from './PushToggle';
export { usePushPrompt } from './usePushPrompt';
export { PushRuntimeContext, type PushRuntime } from './runtime';
