/**
 * How fast this machine hands out fresh memory, printed beside the Lighthouse
 * scores. Lighthouse's simulated throttling multiplies the main thread's
 * observed tasks by 4, and a page load is mostly fresh memory for the
 * renderer (V8 heap, DOM, layout, decoded images). On a virtual machine that
 * backs guest memory lazily and takes freed memory back at once, every first
 * touch of a page traps to the host: the same build then scores far lower
 * without any change to the shop. This figure tells the two apart.
 */
const MIB = 1024 * 1024;

export interface HostMemory {
  /** Milliseconds to zero-fill 256 MiB never touched before. */
  freshMs: number;
  /** Milliseconds to fill the same 256 MiB again. */
  touchedMs: number;
}

export function measureHostMemory(size = 256 * MIB): HostMemory {
  let start = performance.now();
  const block = Buffer.alloc(size, 1);
  const freshMs = performance.now() - start;
  start = performance.now();
  block.fill(2);
  const touchedMs = performance.now() - start;
  return { freshMs, touchedMs };
}

/** Fresh memory's cost in seconds per GiB. */
export function freshSecondsPerGiB({ freshMs }: HostMemory, size = 256 * MIB): number {
  return ((freshMs / 1000) * (1024 * MIB)) / size;
}

/** One line for the report: fresh memory as seconds per GiB and as a multiple of touched memory. */
export function describeHostMemory({ freshMs, touchedMs }: HostMemory, size = 256 * MIB): string {
  const ratio = touchedMs > 0 ? freshMs / touchedMs : Infinity;
  return `host memory: fresh ${freshSecondsPerGiB({ freshMs, touchedMs }, size).toFixed(2)} s/GiB, touched ${freshSecondsPerGiB({ freshMs: touchedMs, touchedMs }, size).toFixed(2)} s/GiB (${ratio.toFixed(0)}×); a healthy host's fresh memory takes well under 0.5 s/GiB`;
}
