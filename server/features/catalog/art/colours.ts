/**
 * Finish names as brands print them ("Cobalt Violet", "Rose Gold Link") to a
 * paint colour. The most specific words come first: "rose gold" before "rose".
 */
const FINISHES: readonly (readonly [RegExp, string])[] = [
  [/rose gold|pink gold|peach/, '#e3b3a3'],
  [/champagne|sunlit gold|bionic gold|gold/, '#d8b36a'],
  [/space grey|graphite|gunmetal|dark grey|deep grey|iron gr|thunder grey|mecha grey|eclipse|shadow|storm grey|titan grey|dark chrome|racing grey/, '#4b5160'],
  [/midnight blue|navy|deep blue|submarine|andaman|ultramarine|cobalt blue|awesome navy/, '#27406e'],
  [/black|onyx|obsidian|charcoal|raven|jet|midnight|starlight black|ninja/, '#23262d'],
  [/starlight|pearl|porcelain|snow|off-white|ivory|cream|crystal|youth white|white|beige|sandstone|natural/, '#eceae6'],
  [/silver|platinum|titanium|steel|chrome|grey|gray|mist|luna|cloud/, '#b9bfc8'],
  [/violet|purple|lilac|lavender|wine/, '#8d6fc8'],
  [/pink|rose|coral|quartz/, '#ec9fb5'],
  [/red|cherry|crimson|speedy/, '#d13c3c'],
  [/orange|amber|yellow/, '#f2b632'],
  [/brown|tan|leather/, '#9a6a43'],
  [/green|mint|jade|emerald|sage|forest|celadon|aloe|cyan|teal|aqua/, '#3f9c7d'],
  [/blue|ice|bay|sky/, '#4b7bd6'],
];

export function finishColour(name: string | undefined, fallback: string): string {
  if (!name) return fallback;
  const lower = name.toLowerCase();
  for (const [pattern, colour] of FINISHES) if (pattern.test(lower)) return colour;
  return fallback;
}

/** Backdrop and accent per kind when a product names no finish. */
export const KIND_PALETTE = {
  laptops: { body: '#b9bfc8', accent: '#3b82f6' },
  desktops: { body: '#23262d', accent: '#8b5cf6' },
  monitors: { body: '#2b2f37', accent: '#0ea5e9' },
  processors: { body: '#c9ced6', accent: '#2563eb' },
  'graphics-cards': { body: '#2a2e36', accent: '#22c55e' },
  memory: { body: '#2a2e36', accent: '#ef4444' },
  storage: { body: '#23262d', accent: '#f97316' },
  'keyboards-mice': { body: '#30343c', accent: '#6366f1' },
  networking: { body: '#eceae6', accent: '#10b981' },
  mobiles: { body: '#4b5160', accent: '#6366f1' },
  audio: { body: '#23262d', accent: '#f43f5e' },
  wearables: { body: '#4b5160', accent: '#14b8a6' },
  cameras: { body: '#23262d', accent: '#f59e0b' },
  accessories: { body: '#eceae6', accent: '#0ea5e9' },
} as const;
