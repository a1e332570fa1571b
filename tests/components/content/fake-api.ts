/**
 * A small fake of the API for the content and account pages: each handler
 * answers one method and path with an envelope, and every request is kept so
 * a test can check what the page sent.
 */
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

type Handler = (request: Recorded) => { status?: number; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (data: unknown, message = '') => ({ body: { status: true, message, data } });
export const refuse = (status: number, message: string) => ({ status, body: { status: false, message, error: message } });

export class FakeApi {
  readonly requests: Recorded[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(method: string, path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\//, '');
    const form = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : '');
    const request = { method, path, query: url.searchParams, form };
    this.requests.push(request);
    const handler = this.handlers.get(`${method} ${path}`);
    // Configuration calls the page makes on the side (modules, business details) answer empty.
    if (!handler) return json(200, { status: true, message: '', data: path === 'admin/configuration' ? [] : {} });
    const answer = handler(request);
    return json(answer.status ?? 200, answer.body);
  };
}
