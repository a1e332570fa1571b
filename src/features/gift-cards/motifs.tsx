import type { ReactNode } from 'react';

/*
 * Each occasion's artwork, drawn in the right half of a 320 × 200 card over
 * the design's gradient (the left half carries the brand and the amount).
 * Inline SVG: nothing to fetch, sharp at any size, and the colours are light
 * tints that read on every seeded gradient. A design the shop adds later
 * without artwork of its own gets the gift box.
 */

const GOLD = '#fcd34d';
const CREAM = '#fff7d6';
const WHITE = '#ffffff';

function Sparkle({ x, y, r = 6, fill = CREAM, opacity = 0.9 }: { x: number; y: number; r?: number; fill?: string; opacity?: number }) {
  const q = r * 0.28;
  return <path d={`M${x} ${y - r}L${x + q} ${y - q}L${x + r} ${y}L${x + q} ${y + q}L${x} ${y + r}L${x - q} ${y + q}L${x - r} ${y}L${x - q} ${y - q}Z`} fill={fill} opacity={opacity} />;
}

function Diya({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-22" r="18" fill={GOLD} opacity="0.22" />
      <path d="M0 -38C8 -28 8 -18 0 -12C-8 -18 -8 -28 0 -38Z" fill={CREAM} />
      <path d="M0 -30C3 -25 3 -20 0 -16C-3 -20 -3 -25 0 -30Z" fill="#f59e0b" />
      <path d="M-30 -10H30C26 8 14 16 0 16C-14 16 -26 8 -30 -10Z" fill={GOLD} />
      <path d="M-30 -10H30" stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
      <circle cx="-12" cy="2" r="2.5" fill="#b45309" opacity="0.6" />
      <circle cx="0" cy="5" r="2.5" fill="#b45309" opacity="0.6" />
      <circle cx="12" cy="2" r="2.5" fill="#b45309" opacity="0.6" />
    </g>
  );
}

function Rangoli({ x, y, r }: { x: number; y: number; r: number }) {
  const petals = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <g transform={`translate(${x} ${y})`} fill="none" stroke={WHITE} opacity="0.28">
      <circle r={r} strokeWidth="2" />
      <circle r={r * 0.62} strokeWidth="2" strokeDasharray="3 5" />
      {petals.map((angle) => (
        <ellipse key={angle} cx="0" cy={-r * 0.8} rx={r * 0.12} ry={r * 0.22} transform={`rotate(${angle})`} strokeWidth="2" />
      ))}
      <circle r={r * 0.2} fill={WHITE} />
    </g>
  );
}

const diwali = (
  <>
    <Rangoli x={244} y={84} r={64} />
    <Diya x={200} y={164} scale={0.75} />
    <Diya x={246} y={168} scale={0.95} />
    <Diya x={290} y={164} scale={0.75} />
    <Sparkle x={186} y={36} r={7} />
    <Sparkle x={302} y={30} r={9} fill={GOLD} />
    <Sparkle x={214} y={104} r={5} />
  </>
);

const birthday = (
  <>
    <path d="M190 68C186 96 196 118 206 138" stroke={WHITE} strokeWidth="1.5" fill="none" opacity="0.6" />
    <ellipse cx="190" cy="48" rx="17" ry="21" fill="#f9a8d4" />
    <path d="M187 68h6l-3 5z" fill="#f9a8d4" />
    <path d="M296 60C300 88 290 110 282 132" stroke={WHITE} strokeWidth="1.5" fill="none" opacity="0.6" />
    <ellipse cx="296" cy="42" rx="14" ry="18" fill={GOLD} />
    <path d="M293 59h6l-3 5z" fill={GOLD} />
    <rect x="212" y="132" width="84" height="44" rx="6" fill={WHITE} />
    <path d="M212 140q7 10 14 0t14 0t14 0t14 0t14 0t14 0v-4a6 6 0 0 0-6-6h-72a6 6 0 0 0-6 6z" fill="#f9a8d4" />
    <rect x="226" y="104" width="56" height="28" rx="5" fill={CREAM} />
    <path d="M226 111q7 8 14 0t14 0t14 0t14 0v-2a5 5 0 0 0-5-5h-46a5 5 0 0 0-5 5z" fill={GOLD} />
    {[238, 254, 270].map((x) => (
      <g key={x}>
        <rect x={x - 2.5} y="84" width="5" height="20" rx="2" fill={WHITE} />
        <path d={`M${x} 70c5 6 5 11 0 13c-5-2-5-7 0-13z`} fill={GOLD} />
      </g>
    ))}
    <rect x="214" y="158" width="80" height="4" fill="#f9a8d4" opacity="0.7" />
    <Sparkle x={220} y={40} r={6} />
    <Sparkle x={262} y={28} r={5} fill={GOLD} />
    <circle cx="316" cy="110" r="3" fill={CREAM} />
    <circle cx="180" cy="110" r="3" fill={GOLD} />
  </>
);

function Flower({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <ellipse key={angle} cx="0" cy={-r * 0.62} rx={r * 0.38} ry={r * 0.62} transform={`rotate(${angle})`} fill={fill} />
      ))}
      <circle r={r * 0.34} fill={GOLD} />
    </g>
  );
}

const thankYou = (
  <>
    <path d="M256 176C256 150 250 120 236 96M256 176C258 140 268 112 284 88M256 176C254 150 256 126 258 70" stroke="#bbf7d0" strokeWidth="3" fill="none" strokeLinecap="round" />
    <path d="M246 138c-16-2-24-12-26-22c14 0 24 8 26 22zM266 130c14-6 24-4 30 4c-10 8-22 8-30-4z" fill="#86efac" opacity="0.85" />
    <Flower x={236} y={90} r={22} fill="#fbcfe8" />
    <Flower x={284} y={84} r={20} fill={CREAM} />
    <Flower x={258} y={56} r={24} fill={WHITE} />
    <path d="M236 176h40l-6 18h-28z" fill={GOLD} />
    <Sparkle x={200} y={50} r={7} />
    <Sparkle x={306} y={140} r={6} fill={GOLD} />
    <path d="M196 112c0-6 8-8 10-2c2-6 10-4 10 2c0 6-10 12-10 12s-10-6-10-12z" fill="#fbcfe8" opacity="0.9" />
  </>
);

const congratulations = (
  <>
    <g opacity="0.22" stroke={WHITE} strokeWidth="3" strokeLinecap="round">
      {Array.from({ length: 12 }, (_, i) => i * 30).map((angle) => (
        <path key={angle} d="M250 20V2" transform={`rotate(${angle} 250 92)`} />
      ))}
    </g>
    <path d="M222 50h56v22c0 18-12 32-28 32s-28-14-28-32z" fill={GOLD} />
    <path d="M222 58h-12c0 14 8 24 20 26M278 58h12c0 14-8 24-20 26" stroke={GOLD} strokeWidth="5" fill="none" />
    <rect x="244" y="104" width="12" height="22" fill={GOLD} />
    <rect x="228" y="126" width="44" height="12" rx="3" fill={CREAM} />
    <rect x="220" y="138" width="60" height="12" rx="3" fill={GOLD} />
    <path d="M250 62l4 8l9 1l-7 6l2 9l-8-5l-8 5l2-9l-7-6l9-1z" fill={CREAM} />
    {[
      [194, 40, 20, '#f9a8d4'],
      [300, 46, -25, CREAM],
      [206, 120, 40, CREAM],
      [298, 118, -10, '#93c5fd'],
      [188, 170, 15, GOLD],
      [312, 164, 30, '#f9a8d4'],
      [232, 178, -30, '#93c5fd'],
    ].map(([x, y, angle, fill]) => (
      <rect key={`${x}-${y}`} x={Number(x) - 5} y={Number(y) - 2.5} width="10" height="5" rx="1" fill={String(fill)} transform={`rotate(${angle} ${x} ${y})`} />
    ))}
  </>
);

const wedding = (
  <>
    <path d="M186 176C186 90 220 40 250 40S314 90 314 176" stroke={WHITE} strokeWidth="2" fill="none" opacity="0.25" strokeDasharray="2 6" strokeLinecap="round" />
    <circle cx="236" cy="118" r="32" stroke={GOLD} strokeWidth="8" fill="none" />
    <circle cx="272" cy="118" r="32" stroke={CREAM} strokeWidth="8" fill="none" />
    <path d="M236 86a32 32 0 0 1 8 1" stroke={GOLD} strokeWidth="8" fill="none" />
    <path d="M262 62h20l8 10l-18 18l-18-18z" fill={WHITE} />
    <path d="M254 72h36M262 62l10 28l10-28" stroke="#93c5fd" strokeWidth="1.5" fill="none" />
    <Sparkle x={204} y={64} r={7} />
    <Sparkle x={306} y={70} r={6} fill={GOLD} />
    <Sparkle x={254} y={170} r={5} />
    <path d="M196 150c0-5 7-7 9-2c2-5 9-3 9 2c0 5-9 11-9 11s-9-6-9-11z" fill="#fbcfe8" />
  </>
);

const giftBox = (
  <>
    <rect x="206" y="92" width="92" height="78" rx="6" fill={CREAM} />
    <rect x="198" y="74" width="108" height="26" rx="5" fill={WHITE} />
    <rect x="244" y="74" width="16" height="96" fill={GOLD} />
    <path d="M252 74c-10-22-36-26-38-10c-2 12 22 12 38 10zM252 74c10-22 36-26 38-10c2 12-22 12-38 10z" fill={GOLD} />
    <circle cx="252" cy="74" r="6" fill="#f59e0b" />
    <Sparkle x={200} y={44} r={8} />
    <Sparkle x={306} y={40} r={6} fill={GOLD} />
    <Sparkle x={316} y={128} r={5} />
    <circle cx="190" cy="120" r="3" fill={GOLD} />
  </>
);

const techLover = (
  <>
    <g stroke="#93c5fd" strokeWidth="2" fill="none" opacity="0.45" strokeLinecap="round">
      <path d="M180 30h40v24h30M300 20v30h-24M180 186h50v-16M316 100h-14v40" />
    </g>
    <g fill="#93c5fd" opacity="0.7">
      <circle cx="250" cy="54" r="3.5" />
      <circle cx="276" cy="50" r="3.5" />
      <circle cx="230" cy="170" r="3.5" />
      <circle cx="302" cy="140" r="3.5" />
    </g>
    <rect x="206" y="76" width="92" height="60" rx="6" fill={WHITE} />
    <rect x="212" y="82" width="80" height="48" rx="3" fill="#1e3a8a" />
    <path d="M236 98l-10 8l10 8M268 98l10 8l-10 8M258 94l-12 24" stroke="#93c5fd" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M194 138h116l-8 12H202z" fill={CREAM} />
    <rect x="240" y="140" width="24" height="3" rx="1.5" fill="#94a3b8" />
    <path d="M196 60a22 22 0 0 1 44 0" stroke={GOLD} strokeWidth="5" fill="none" strokeLinecap="round" />
    <rect x="190" y="56" width="10" height="18" rx="4" fill={GOLD} />
    <rect x="236" y="56" width="10" height="18" rx="4" fill={GOLD} />
    <Sparkle x={306} y={86} r={6} />
  </>
);

const MOTIFS: Record<string, ReactNode> = {
  diwali,
  birthday,
  'thank-you': thankYou,
  congratulations,
  wedding,
  'just-because': giftBox,
  'tech-lover': techLover,
};

/** The occasion's artwork; a design without its own gets the gift box. */
export function motifFor(slug: string): ReactNode {
  return MOTIFS[slug] ?? giftBox;
}
