import { UPLOADED_ART_PATH } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { FileService } from '../files/index.ts';

/**
 * A product's picture as every answer names it (home tile, product page, orders): the uploaded
 * art when the console set one, else the store's drawn art for the slug (on the CDN host when set).
 */
export function productImageUrl(cdnHost: string | undefined, slug: string, art: string | null): string {
  return art ? UPLOADED_ART_PATH + art : (cdnHost ?? '') + `/catalog/${slug}.svg`;
}

/** A banner's picture: its uploaded image, else the store's drawn one for its id. */
export function bannerImageUrl(cdnHost: string | undefined, id: string, image: string | null): string {
  return image ? UPLOADED_ART_PATH + image : (cdnHost ?? '') + `/banners/${id}.svg`;
}

/** How long browsers and the CDN may keep the redirect: shorter than the signed link it points at. */
const REDIRECT_SECONDS = 600;

/**
 * `GET /api/catalog/art/<key>`: a redirect to a fresh signed link to the stored bytes, for keys that
 * are a product's art, a banner's or an article's image or the store's logo only, so no
 * customer's upload is ever reachable this way. The signed link changes; the path the catalogue
 * cache answers never does.
 */
export function registerProductArt(app: FastifyInstance, { db, uploads }: { db: Db; uploads: FileService }) {
  app.get(`${UPLOADED_ART_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const { rows } = await db.execute(sql`
      SELECT 1 FROM products WHERE art = ${key}
      UNION ALL SELECT 1 FROM banners WHERE image_key = ${key}
      UNION ALL SELECT 1 FROM articles WHERE image_key = ${key}
      UNION ALL SELECT 1 FROM site_settings WHERE logo_key = ${key}
      LIMIT 1`);
    const ref = rows.length > 0 ? (await uploads.refs([key])).get(key) : undefined;
    if (!ref) return reply.status(404).send();
    return reply.header('cache-control', `public, max-age=${REDIRECT_SECONDS}`).redirect(ref.url, 302);
  });
}
