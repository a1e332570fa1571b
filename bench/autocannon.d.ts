/** The part of autocannon 9's programmatic API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
  }
  /** The result is checked with a schema where it is read. */
  function autocannon(options: Options, done: (error: Error | null, result: unknown) => void): unknown;
  export default autocannon;
}
