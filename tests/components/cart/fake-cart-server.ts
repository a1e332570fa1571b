import { MAX_QTY_PER_LINE, cartItemSchema, type CartItem } from '../../../schemas/api/cart';
import { fixtureProduct } from '../../../stories/support/catalog-fixtures';

/**
 * An in-memory stand-in for the cart calls (spec section 7), answering by URL
 * and method the way the real server does: forms in, envelopes out, 422 with
 * `error` for a refused quantity, 401 for every wishlist call. It records
 * every request and how many quantity updates were in flight per line.
 */

export interface StockRule {
  stock: number;
  maxPerOrder?: number;
}

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

type Scripted = { status: number; body: unknown } | 'network';

interface Options {
  /** Milliseconds each answer takes (real timers). */
  latency?: number;
  stock?: Record<number, StockRule>;
  /** What the page configuration for /cart holds. */
  cartLayout?: unknown[];
}

const LAYOUT_PATH = '/api/website/ui-configurations/website-page/cart';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export class FakeCartServer {
  lines: CartItem[] = [];
  readonly requests: Recorded[] = [];
  /** Most quantity updates in flight at once for one line. */
  maxInFlightPerLine = 0;
  latency: number;
  private readonly inFlight = new Map<number, number>();
  private readonly scripted: { method: string; pathStart: string; answer: Scripted }[] = [];
  private readonly stock: Record<number, StockRule>;
  private readonly cartLayout: unknown[];
  private nextId = 500;

  constructor(options: Options = {}) {
    this.latency = options.latency ?? 0;
    this.stock = options.stock ?? {};
    this.cartLayout = options.cartLayout ?? [{ section_name: 'cart-items', visibility: 'Y', other_configration: '{"pattern":1}' }];
  }

  /** Puts a line in the cart as if it had been added earlier. */
  seed(productId: number, qty: number, label = ''): CartItem {
    const line = this.makeLine(productId, qty, label);
    this.lines.push(line);
    return line;
  }

  /** The next call matching method and path start gets this answer instead. */
  failNext(method: string, pathStart: string, answer: Scripted) {
    this.scripted.push({ method, pathStart, answer });
  }

  count(method: string, pathStart: string): number {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathStart)).length;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const form = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : typeof init.body === 'string' ? init.body : '');
    const path = url.pathname.replace(/^\/api\//, '');
    this.requests.push({ method, path, query: url.searchParams, form });

    const updateLine = method === 'PUT' ? this.findLine(form) : undefined;
    if (updateLine) this.track(updateLine.id, +1);
    try {
      if (this.latency > 0) await new Promise((resolve) => setTimeout(resolve, this.latency));
      const index = this.scripted.findIndex((s) => s.method === method && path.startsWith(s.pathStart));
      const answer = index >= 0 ? this.scripted.splice(index, 1)[0]?.answer : undefined;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer) return json(answer.status, answer.body);
      return this.answer(method, path, url.searchParams, form);
    } finally {
      if (updateLine) this.track(updateLine.id, -1);
    }
  };

  private track(lineId: number, delta: number) {
    const now = (this.inFlight.get(lineId) ?? 0) + delta;
    this.inFlight.set(lineId, now);
    this.maxInFlightPerLine = Math.max(this.maxInFlightPerLine, now);
  }

  private rule(productId: number): Required<StockRule> {
    const rule = this.stock[productId] ?? { stock: 40 };
    return { stock: rule.stock, maxPerOrder: rule.maxPerOrder ?? MAX_QTY_PER_LINE };
  }

  private cap(productId: number): number {
    const { stock, maxPerOrder } = this.rule(productId);
    return Math.max(0, Math.min(MAX_QTY_PER_LINE, maxPerOrder, stock));
  }

  private makeLine(productId: number, qty: number, label: string): CartItem {
    const product = fixtureProduct(productId);
    return cartItemSchema.parse({
      id: this.nextId++,
      product_id: productId,
      qty,
      mrp: product.mrp,
      price: product.price,
      size: label ? JSON.stringify({ variant_id: productId * 10, label }) : '{}',
      variant_label: label,
      title: product.title,
      slug: product.slug,
      brand: product.brand,
      image: product.image,
      stock: this.rule(productId).stock,
      max_qty: this.cap(productId),
    });
  }

  private findLine(form: URLSearchParams): CartItem | undefined {
    const productId = Number(form.get('product_id'));
    const size = form.get('size') ?? '{}';
    return this.lines.find((l) => l.product_id === productId && l.size === size);
  }

  private counts() {
    return { cart_count: this.lines.reduce((sum, l) => sum + l.qty, 0), wishlist_count: 0 };
  }

  private refuse(message: string): Response {
    return json(422, { status: false, message, error: message });
  }

  private answer(method: string, path: string, query: URLSearchParams, form: URLSearchParams): Response {
    if (method === 'GET' && `/api/${path}` === LAYOUT_PATH) return json(200, { status: true, message: '', data: this.cartLayout });
    if (path.startsWith('website/wishlist/')) return json(401, { status: false, message: 'Please sign in', error: 'Please sign in' });
    if (method === 'GET' && path === 'website/cart/cart-items') {
      return json(200, { status: true, message: '', data: this.lines, other_data: this.counts() });
    }
    if (method === 'POST' && path === 'website/cart/add') {
      const productId = Number(form.get('product_id'));
      const qty = Number(form.get('qty') ?? '1');
      const size = form.get('size') ?? '{}';
      const existing = this.lines.find((l) => l.product_id === productId && l.size === size);
      const wanted = (existing?.qty ?? 0) + qty;
      if (wanted > this.cap(productId)) return this.refuse(`Only ${this.rule(productId).stock} left in stock`);
      let line = existing;
      if (line) line.qty = wanted;
      else {
        const parsed: unknown = JSON.parse(size);
        const label = typeof parsed === 'object' && parsed !== null && 'label' in parsed && typeof parsed.label === 'string' ? parsed.label : '';
        line = this.makeLine(productId, qty, label);
        this.lines.push(line);
      }
      return json(200, { status: true, message: 'Added to cart', data: line, other_data: this.counts() });
    }
    if (method === 'PUT' && path === 'website/cart/update-quantity') {
      const line = this.findLine(form);
      if (!line) return json(404, { status: false, message: 'Not in cart', error: 'That item is no longer in your cart' });
      const qty = Number(form.get('qty'));
      if (qty > this.cap(line.product_id)) return this.refuse(`Only ${this.rule(line.product_id).stock} left in stock`);
      line.qty = qty;
      return json(200, { status: true, message: 'Quantity updated', data: line, other_data: this.counts() });
    }
    if (method === 'DELETE' && path.startsWith('website/cart/delete-item/')) {
      const id = Number(path.split('/').pop());
      if (!query.get('session_id')) return json(400, { status: false, message: 'session_id is required', error: 'session_id is required' });
      this.lines = this.lines.filter((l) => l.id !== id);
      return json(200, { status: true, message: 'Removed', data: null, other_data: this.counts() });
    }
    if (method === 'DELETE' && path === 'website/cart/delete-all') {
      if (!form.get('session_id')) return json(400, { status: false, message: 'session_id is required', error: 'session_id is required' });
      this.lines = [];
      return json(200, { status: true, message: 'Cart cleared', data: null, other_data: this.counts() });
    }
    return json(404, { status: false, message: 'Not found', error: `No route ${method} ${path}` });
  }
}
