import { ServerProcess, sleep } from '../server/server-process';

/**
 * The two API instances as a load balancer with sticky sessions would show
 * them to a shopper: each shopper has a home instance and moves to the other
 * while it is down. A call is retried until it gets an answer below 500;
 * when a request may have reached a server that then died or failed, the
 * call reports it as ambiguous (it may have taken effect).
 */
export interface Answer {
  status: number;
  body: unknown;
  /** Whether the instance that answered was the other one. */
  via: number;
  /** Tries before this answer that may have reached a server. */
  ambiguous: number;
}

export interface CallInit {
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string | URLSearchParams;
}

export class Instances {
  constructor(readonly servers: readonly ServerProcess[]) {}

  private async base(index: number): Promise<string | null> {
    const server = this.servers[index];
    if (!server?.running) return null;
    return server.ready.catch(() => null);
  }

  /** One try at one instance: the response, or why there was none. */
  async once(index: number, path: string, init: CallInit): Promise<{ status: number; body: unknown } | 'down' | 'lost'> {
    const base = await this.base(index);
    if (!base) return 'down';
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // HTML or text: kept as it is.
      }
      return { status: res.status, body };
    } catch (error) {
      // Refused: never reached a server. Reset or timed out: it may have run.
      const cause = error instanceof Error && error.cause instanceof Error && 'code' in error.cause ? String(error.cause.code) : '';
      return cause === 'ECONNREFUSED' ? 'down' : 'lost';
    }
  }

  async call(home: number, path: string, init: CallInit): Promise<Answer> {
    let ambiguous = 0;
    for (let tries = 0; tries < 400; tries += 1) {
      // Home first; the other instance when home did not answer.
      const index = tries % 2 === 0 ? home : 1 - home;
      const result = await this.once(index, path, init);
      if (typeof result === 'object' && result.status < 500) return { ...result, via: index, ambiguous };
      if (result !== 'down') ambiguous += 1;
      await sleep(tries % 2 === 0 ? 20 : 100);
    }
    throw new Error(`${init.method} ${path} was never answered`);
  }
}
