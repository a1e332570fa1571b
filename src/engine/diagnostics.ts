/** Why a configuration entry was not rendered. */
export type DiagnosticReason =
  | 'invalid-entry'
  | 'hidden'
  | 'invalid-json'
  | 'missing-pattern'
  | 'unknown-section'
  | 'unknown-pattern'
  | 'not-allowed-here'
  | 'invalid-props'
  /** The section shows in English: its words in the page's language break its props' rules. */
  | 'invalid-translation'
  | 'load-error'
  | 'render-error'
  /** A page put in a section it cannot do without (e.g. the product grid of a listing). */
  | 'fallback';

export interface Diagnostic {
  scope: string;
  /** Position of the entry in the list as served. */
  index: number;
  section_name: string;
  pattern: number | null;
  reason: DiagnosticReason;
  message: string;
  /** 'info' for deliberate skips (hidden), 'error' for broken configuration. */
  level: 'info' | 'error';
}

type Listener = (all: readonly Diagnostic[]) => void;

/**
 * Collects diagnostics from every composed area of the page, for the
 * ?debug=layout overlay, the console in development and browser tests
 * (window.__vitrineDiagnostics).
 */
class DiagnosticsStore {
  private items: Diagnostic[] = [];
  private listeners = new Set<Listener>();
  private seen = new Set<string>();

  report(list: readonly Diagnostic[]): void {
    let changed = false;
    for (const d of list) {
      const key = `${d.scope}|${d.index}|${d.reason}|${d.message}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.items = [...this.items, d];
      changed = true;
      if (import.meta.env?.DEV && d.level === 'error') {
        console.warn(`[layout] ${d.scope}[${d.index}] "${d.section_name}" skipped: ${d.message}`);
      }
    }
    if (changed) for (const l of this.listeners) l(this.items);
  }

  /** Drops a scope's diagnostics when its configuration changes. */
  clearScope(scope: string): void {
    const kept = this.items.filter((d) => d.scope !== scope);
    if (kept.length === this.items.length) return;
    this.items = kept;
    this.seen = new Set(kept.map((d) => `${d.scope}|${d.index}|${d.reason}|${d.message}`));
    for (const l of this.listeners) l(this.items);
  }

  all(): readonly Diagnostic[] {
    return this.items;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const diagnostics = new DiagnosticsStore();
