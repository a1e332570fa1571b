/**
 * Hands each visit a shopper no other visit holds, so two connections never
 * share a cart (a shared cart would race its add and empty calls, and reach
 * the line cap). A visit cut short by a connection error never gives its
 * shopper back; then, with none free, shoppers are shared round-robin rather
 * than stalling the load generator.
 */
export class ShopperPool<T> {
  readonly #all: T[] = [];
  #free: T[] = [];
  readonly #busy = new Set<T>();
  #shared = 0;

  get size(): number {
    return this.#all.length;
  }

  add(items: readonly T[]): void {
    this.#all.push(...items);
    this.#free.push(...items);
  }

  take(): T {
    const item = this.#free.pop();
    if (item !== undefined) {
      this.#busy.add(item);
      return item;
    }
    const shared = this.#all[this.#shared++ % this.#all.length];
    if (shared === undefined) throw new Error('ShopperPool: empty');
    return shared;
  }

  give(item: T): void {
    if (this.#busy.delete(item)) this.#free.push(item);
  }

  /** Between load steps: visits the last step cut off hold nobody any more. */
  reset(): void {
    this.#busy.clear();
    this.#free = [...this.#all];
  }
}
