/** The part of autocannon 9's programmatic API the load benchmarks use (the package ships no types). */
declare module 'autocannon' {
  /** One request of a `requests` sequence; each connection walks the sequence in a loop. */
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface SequenceRequest extends RequestParams {
    /**
     * Builds the request right before it is sent. `context` is one object
     * per connection, kept through one pass of the sequence and replaced by
     * a fresh one when the sequence starts again. Returning null skips to
     * the next pass.
     */
    setupRequest?: (request: RequestParams, context: object) => RequestParams | null;
    onResponse?: (status: number, body: string, context: object) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: SequenceRequest[];
  }
  /** The result is checked with a schema where it is read. */
  function autocannon(options: Options, done: (error: Error | null, result: unknown) => void): unknown;
  export default autocannon;
}
