import { artSvgForPath } from '@storefront/contracts/art';

/**
 * The store's own artwork at the paths the API stores (`/catalog/<slug>.svg` and the like), when no
 * CDN host serves them: drawn from the name, so it never changes and is cached for a year.
 */
export function artResponse(request: Request): Response {
  const svg = artSvgForPath(new URL(request.url).pathname);
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
