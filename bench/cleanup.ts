/**
 * Whatever a benchmark started (the shop's process group, Chromium) must not
 * outlive it: not on an error (callers use try/finally), not on Ctrl-C or a
 * SIGTERM (handled here), and not on a process.exit() somewhere (the sync
 * fallback, a SIGKILL, runs on 'exit').
 */
export interface Resource {
  /** The clean way: stop and wait. */
  stop(): Promise<void>;
  /** Last resort from the 'exit' event, where nothing asynchronous runs. */
  kill(): void;
}

const live = new Set<Resource>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping what the benchmark started…`);
      const force = setTimeout(() => process.exit(code), 20_000);
      force.unref();
      void Promise.allSettled([...live].map((r) => r.stop())).then(() => process.exit(code));
    });
  };
  onSignal('SIGINT', 130);
  onSignal('SIGTERM', 143);
  process.on('exit', () => {
    for (const r of live) r.kill();
  });
}

/** Tracks a resource until it is released; returns the release function. */
export function track(resource: Resource): () => void {
  install();
  live.add(resource);
  return () => {
    live.delete(resource);
  };
}
