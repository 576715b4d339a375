/** A watermark tile from text: rotated, translucent, repeated; SVG so any size stays sharp. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const num = (v: unknown, def: number, min: number, max: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : def;
};

export function watermarkSvg(opts: Record<string, unknown>): string {
  const text = String(opts.text ?? opts.watermarkText ?? '').slice(0, 200);
  const width = num(opts.width, 400, 50, 4000);
  const height = num(opts.height, 240, 50, 4000);
  const fontSize = num(opts.fontSize, 20, 6, 400);
  const opacity = num(opts.opacity, 0.15, 0, 1);
  const angle = num(opts.angle, -30, -180, 180);
  const color =
    typeof opts.color === 'string' && /^#?[0-9a-fA-F]{3,8}$|^[a-z]{3,20}$/.test(opts.color)
      ? /^[0-9a-fA-F]/.test(opts.color)
        ? `#${opts.color}`
        : opts.color
      : '#808080';
  const lines = text.split(/\r?\n/);
  const tspans = lines
    .map((l, i) => `<tspan x="${width / 2}" dy="${i === 0 ? -((lines.length - 1) * fontSize * 0.6) : fontSize * 1.2}">${esc(l)}</tspan>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<text x="${width / 2}" y="${height / 2}" fill="${color}" fill-opacity="${opacity}" font-size="${fontSize}" font-family="Microsoft YaHei, WenQuanYi Micro Hei, sans-serif" text-anchor="middle" dominant-baseline="middle" transform="rotate(${angle} ${width / 2} ${height / 2})">${tspans}</text>
</svg>
`;
}
