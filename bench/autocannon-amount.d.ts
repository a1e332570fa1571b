/** autocannon 9's option for a fixed number of requests (bench/section-ingest.ts), merged into autocannon.d.ts. */
declare module 'autocannon' {
  export interface Options {
    /** Stop after this many responses (duration is then ignored): every request sent is answered before the result. */
    amount?: number;
  }
}
