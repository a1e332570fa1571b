import { useEffect, useState } from 'react';

/**
 * A QR code drawn as SVG squares from the matrix qrcode-generator computes.
 * The library loads when a code is first shown (two-step set-up), never with
 * the rest of the studio.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [cells, setCells] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      // Type 0: the smallest version that fits; M: the apps' usual error correction.
      const qr = qrcode(0, 'M');
      qr.addData(text);
      qr.make();
      const n = qr.getModuleCount();
      if (live) setCells(Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c))));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!cells) return <div className="st-qr st-qr--loading" role="img" aria-label={`${label} (loading)`} />;
  const size = cells.length + 8;
  return (
    <svg className="st-qr" viewBox={`-4 -4 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={size} height={size} fill="#fff" />
      <path d={cells.flatMap((row, r) => row.map((dark, c) => (dark ? `M${c} ${r}h1v1h-1z` : ''))).join('')} fill="#000" />
    </svg>
  );
}
