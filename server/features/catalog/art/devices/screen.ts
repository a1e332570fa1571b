import { darken, lighten, linear } from '../svg';

/** A lit screen with a soft wave wallpaper in the accent colour. */
export function screen(uid: string, x: number, y: number, w: number, h: number, accent: string, rx = 3): string {
  const id = `${uid}scr`;
  return (
    `<defs>${linear(id, [[0, '#0f172a'], [0.55, darken(accent, 0.55)], [1, accent]], 1, 1)}</defs>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#${id})"/>` +
    `<path d="M${x} ${y + h * 0.72}C${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.95} ${x + w} ${y + h * 0.55}V${y + h - rx}Q${x + w} ${y + h} ${x + w - rx} ${y + h}H${x + rx}Q${x} ${y + h} ${x} ${y + h - rx}Z" fill="${lighten(accent, 0.25)}" opacity=".45"/>` +
    `<path d="M${x} ${y}H${x + w * 0.42}L${x} ${y + h * 0.7}Z" fill="#fff" opacity=".06"/>`
  );
}
