/**
 * The store's own artwork: a gradient and a monogram drawn from a name, so every product, banner
 * and article has an image without copying anyone's. The API stores paths such as
 * `/catalog/<slug>.svg`; the web answers those paths with `artSvgForPath`. Same input, same picture.
 */
export const ART_FOLDERS = {
  catalog: { width: 256, height: 256 },
  banners: { width: 1200, height: 400 },
  news: { width: 800, height: 450 },
} as const;
export type ArtFolder = keyof typeof ART_FOLDERS;

/**
 * Where the storefront fetches an image uploaded in the console (a product's art, a banner, an
 * article's cover, the logo): the API's own path, stable for as long as the key is the image.
 */
export const UPLOADED_ART_PATH = '/api/catalog/art/';

function hash(text: string): number {
  // FNV-1a: small, stable and well spread, which is all a colour pick needs.
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** `starfall-legends` → `SL`; one word gives its first two letters. */
export function monogram(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

export function artSvg(name: string, width: number, height: number): string {
  const h = hash(name);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 100)) % 360;
  const size = Math.round(Math.min(width, height) * 0.42);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 32%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${size * 0.9}" fill="#fff" opacity="0.08"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="#fff">${monogram(name)}</text></svg>`
  );
}

/** The picture for a stored path such as `/catalog/mecha-arena.svg`; undefined for any other path. */
export function artSvgForPath(path: string): string | undefined {
  const match = /^\/(catalog|banners|news)\/([A-Za-z0-9_-]{1,64})\.svg$/.exec(path);
  if (!match) return undefined;
  const { width, height } = ART_FOLDERS[match[1] as ArtFolder];
  return artSvg(match[2]!, width, height);
}
