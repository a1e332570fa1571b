/**
 * The contract between the app, which marks the moment its first render has
 * hydrated the server's HTML, and the benchmarks (bench/page-weight.ts), which
 * count the JavaScript a page fetched before that moment: what a shopper's
 * phone downloads and runs before the page answers taps.
 */

/** A User Timing mark (performance.mark) set once, in the effect of the app's first commit. */
export const HYDRATED_MARK = 'vitrine:hydrated';
