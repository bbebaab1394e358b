import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { FileService } from '../files/index.ts';

/** Where the storefront fetches uploaded art: the API's own path, stable for as long as the key is the art. */
const ART_PATH = '/api/catalog/art/';

/**
 * A product's picture as every answer names it (home tile, product page, orders): the uploaded
 * art when the console set one, else the store's drawn art for the slug (on the CDN host when set).
 */
export function productImageUrl(cdnHost: string | undefined, slug: string, art: string | null): string {
  return art ? ART_PATH + art : (cdnHost ?? '') + `/catalog/${slug}.svg`;
}

/** How long browsers and the CDN may keep the redirect: shorter than the signed link it points at. */
const REDIRECT_SECONDS = 600;

/**
 * `GET /api/catalog/art/<key>`: a redirect to a fresh signed link to the stored bytes, for keys that
 * are some product's art only, so no customer's upload is ever reachable this way. The signed link
 * changes; the path the catalogue cache answers never does.
 */
export function registerProductArt(app: FastifyInstance, { db, uploads }: { db: Db; uploads: FileService }) {
  app.get(`${ART_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const { rows } = await db.execute(sql`SELECT 1 FROM products WHERE art = ${key} LIMIT 1`);
    const ref = rows.length > 0 ? (await uploads.refs([key])).get(key) : undefined;
    if (!ref) return reply.status(404).send();
    return reply.header('cache-control', `public, max-age=${REDIRECT_SECONDS}`).redirect(ref.url, 302);
  });
}
