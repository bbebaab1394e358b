import { LANGS, PAGE_KEYS } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { articles, articleTexts, faqEntryTexts } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function data(path: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = (await t.call(path, body, headers)).json();
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

describe('article/pageListBy and article/get', () => {
  it('pages the published articles, newest first, of one type or both', async () => {
    const all = await data('article/pageListBy', {}, { lang: 'en' });
    expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    expect(all.list.map((article: { id: string }) => article.id)).toEqual([
      'starfall-crystal-week',
      'streamers-month',
      'welcome-to-starlit',
    ]);
    expect(all.list[0]).toEqual({
      id: 'starfall-crystal-week',
      type: 'promotion',
      title: 'Starfall Legends: crystal week',
      summary: 'Up to 17% off the big crystal packs of Starfall Legends.',
      imageUrl: '/news/starfall-crystal-week.svg',
      publishedAt: Date.parse('2026-11-15T09:00:00Z'),
    });
    const second = await data('article/pageListBy', { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(second.list.map((article: { id: string }) => article.id)).toEqual(['welcome-to-starlit']);
    const news = await data('article/pageListBy', { type: 'news' });
    expect(news.total).toBe(1);
    expect((await t.call('article/pageListBy', { pageSize: 500 })).json().code).toBe(-1101);
  });

  it('leaves out articles not yet published or disabled', async () => {
    await t.database.db
      .insert(articles)
      .values({ id: 'next-week', type: 'news', publishedAt: new Date(Date.now() + 86_400_000) });
    await t.database.db.insert(articleTexts).values({
      articleId: 'next-week',
      lang: 'en',
      title: 'Soon',
      summary: 'Soon',
      content: 'Soon',
    });
    expect((await data('article/pageListBy', {})).total).toBe(3);
    expect((await t.call('article/get', { id: 'next-week' })).json().code).toBe(-1130);
  });

  it('answers one article in the language, English where it has no text', async () => {
    const ru = await data('article/get', { id: 'streamers-month' }, { lang: 'ru' });
    expect(ru.title).toBe('Месяц стримеров');
    expect(ru.content.split('\n\n')).toHaveLength(2);
    // A promotion names the product it sells; news sells none.
    expect(ru.productId).toBe('streamly');
    expect((await data('article/get', { id: 'welcome-to-starlit' })).productId).toBeNull();
    await t.database.db
      .delete(articleTexts)
      .where(and(eq(articleTexts.articleId, 'streamers-month'), eq(articleTexts.lang, 'th')));
    expect((await data('article/get', { id: 'streamers-month' }, { lang: 'th' })).title).toBe(
      'Streamers month',
    );
    const missing = (await t.call('article/get', { id: 'nope' }, { lang: 'en' })).json();
    expect(missing).toEqual({ code: -1130, msg: 'This page does not exist', data: null });
  });

  it('has every demo article in all twelve languages', async () => {
    for (const lang of LANGS) {
      const { list } = await data('article/pageListBy', {}, { lang });
      expect(list, lang).toHaveLength(3);
    }
    const cn = await data('article/get', { id: 'welcome-to-starlit' }, { lang: 'cn' });
    expect(cn.title).toBe('Starlit 已在七个地区上线');
  });
});

describe('faq/listBy and faq/getByClient', () => {
  it('answers the topics and a page of entries, of one topic or all', async () => {
    const all = await data('faq/listBy', {}, { lang: 'ru' });
    expect(all.topics).toEqual([
      { id: 'orders', name: 'Заказы и доставка' },
      { id: 'payment', name: 'Оплата' },
      { id: 'account', name: 'Аккаунт' },
    ]);
    expect(all.total).toBe(4);
    expect(all.list[0]).toMatchObject({
      id: 'delivery-time',
      topicId: 'orders',
      question: 'Как быстро приходит заказ?',
    });
    const orders = await data('faq/listBy', { topicId: 'orders', pageSize: 1, pageNum: 2 });
    expect(orders).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(orders.list.map((entry: { id: string }) => entry.id)).toEqual(['wrong-player-id']);
  });

  it('answers one entry, English where its text is missing, -1130 when unknown', async () => {
    expect((await data('faq/getByClient', { id: 'guest-orders' }, { lang: 'vi' })).question).toBe(
      'Có cần tài khoản để mua không?',
    );
    await t.database.db
      .delete(faqEntryTexts)
      .where(and(eq(faqEntryTexts.entryId, 'guest-orders'), eq(faqEntryTexts.lang, 'my')));
    expect((await data('faq/getByClient', { id: 'guest-orders' }, { lang: 'my' })).question).toBe(
      'Do I need an account to buy?',
    );
    expect((await t.call('faq/getByClient', { id: 'nope' })).json().code).toBe(-1130);
  });
});

describe('page/get', () => {
  it('answers every policy page and About us in every language', async () => {
    for (const key of PAGE_KEYS) {
      for (const lang of LANGS) {
        const page = await data('page/get', { key }, { lang });
        expect(page.key).toBe(key);
        expect(page.title, `${key} ${lang}`).toMatch(/\S/);
        expect(page.content, `${key} ${lang}`).toMatch(/\S/);
      }
    }
    expect((await data('page/get', { key: 'refund' }, { lang: 'pt' })).title).toBe('Política de Reembolso');
    expect((await t.call('page/get', { key: 'secrets' })).json().code).toBe(-1101);
  });
});

describe('home/home promotions', () => {
  it('shows the newest promotions', async () => {
    const home = await data('home/home', {}, { lang: 'en' });
    expect(home.promotions.map((article: { id: string }) => article.id)).toEqual([
      'starfall-crystal-week',
      'streamers-month',
    ]);
  });
});
