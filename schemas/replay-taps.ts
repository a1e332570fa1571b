/**
 * The contract between the page's inline loader (server/features/storefront/html.ts),
 * which records taps on marked controls before the app's script has arrived, and the
 * app (src/app/replay-taps.ts), which replays them once hydrated. Apart from both, so
 * neither side carries the other's code. Nothing here knows what a control does.
 */

/** On a control whose tap the loader may record: a button or a checkbox the app drives. Its value names it for a reader and for finding it again. */
export const REPLAY_ATTRIBUTE = 'data-replay';

/**
 * The window property holding the recorded taps, oldest first: each the pressed
 * element and its index among the page's marked controls. The app sets it to
 * null when it takes over, which tells the loader to stop recording.
 */
export const REPLAY_QUEUE = '__vitrineTaps';
