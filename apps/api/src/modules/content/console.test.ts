import { CONSOLE_ERROR, ERROR } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { adminCall, signedInStaff } from '../../testing/staff.ts';

// Issue 15, "Content and site settings": news, promotions and their banners, the help centre and
// the policy pages as the console edits them, what the storefront shows and when, and the store's
// settings.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let operator: string;
let owner: string;
let agent: string;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${n++}`;
// The smallest PNG: signature, IHDR, IDAT and IEND of one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = await Promise.all(
    (['operator', 'owner', 'agent'] as const).map(async (role) => (await signedInStaff(t, role)).token),
  );
  [operator, owner, agent] = [a!, b!, c!];
});
afterAll(() => t.close());

async function ok(path: string, body: unknown, token = operator) {
  const answer = await adminCall(t, path, body, token);
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data as Data;
}
const refused = async (path: string, body: unknown, token = operator) =>
  (await adminCall(t, path, body, token)).code;

async function storefront(path: string, body: unknown, lang = 'en') {
  return (await t.call(path, body, { lang })).json() as { code: number; data: Data };
}

/** The audit log's newest entry of `action`. */
async function lastAudit(action: string) {
  const { list } = await ok('staff/audit', { action, limit: 1 }, owner);
  return list[0];
}

/** An uploaded, checked image of the operator's: its key. */
async function uploadedImage(token = operator): Promise<string> {
  const { tmpSecretId, tmpSecretKey, sessionToken } = await ok('file/getSignature', {}, token);
  const target = await ok(
    'file/createUpload',
    { tmpSecretId, tmpSecretKey, sessionToken, contentType: 'image/png', size: PNG.length },
    token,
  );
  const put = await t.app.inject({
    method: 'PUT',
    url: target.url,
    headers: { 'content-type': 'image/png' },
    payload: PNG,
  });
  expect(put.statusCode).toBe(200);
  return (await ok('file/confirm', { key: target.key }, token)).key;
}

const TEXTS = {
  en: { title: 'Harbour festival', summary: 'Lights over the harbour.', content: 'First.\n\nSecond.' },
  ru: { title: 'Фестиваль гавани', summary: 'Огни над гаванью.', content: 'Первый.\n\nВторой.' },
};

function articleSave(article: Data, changes: Record<string, unknown> = {}) {
  const { id, revision, type, publishedAt, enabled, productSlug, image, texts } = article;
  return {
    id,
    revision,
    type,
    publishedAt,
    enabled,
    productSlug,
    image: image?.key ?? null,
    texts,
    ...changes,
  };
}

function bannerSave(banner: Data, changes: Record<string, unknown> = {}) {
  const { id, revision, articleId, link, enabled, publishedAt, endsAt, image, texts } = banner;
  return {
    id,
    revision,
    articleId,
    link,
    enabled,
    publishedAt,
    endsAt,
    image: image?.key ?? null,
    texts,
    ...changes,
  };
}

describe('who may edit', () => {
  it('lets owners and operators edit content, owners alone the store settings', async () => {
    expect(await refused('content/articles', {}, agent)).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    expect(await refused('settings/get', {}, operator)).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    expect((await ok('content/articles', {})).list.length).toBeGreaterThanOrEqual(3);
    expect((await ok('settings/get', {}, owner)).storeName).toBe('Starlit');
  });
});

describe('articles', () => {
  it('creates, validates and saves an article by its revision, with its audit entries', async () => {
    const id = unique('harbour');
    const created = await ok('content/createArticle', { id, type: 'news', title: 'Harbour festival' });
    expect(created).toMatchObject({ id, enabled: false, state: 'disabled', bannerId: null, revision: 1 });
    expect(created.missingLangs).toHaveLength(11);
    expect(await refused('content/createArticle', { id, type: 'news', title: 'Again' })).toBe(
      CONSOLE_ERROR.CONTENT_ID_TAKEN,
    );
    expect(await refused('content/createArticle', { id: 'Not An Id!', type: 'news', title: 'x' })).toBe(
      ERROR.FIELD_INVALID,
    );

    expect(await refused('content/saveArticle', articleSave(created, { texts: { ru: TEXTS.ru } }))).toBe(
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
    );
    expect(await refused('content/saveArticle', articleSave(created, { productSlug: 'no-such-game' }))).toBe(
      CONSOLE_ERROR.CONTENT_PRODUCT_UNKNOWN,
    );
    const saved = await ok('content/saveArticle', articleSave(created, { texts: TEXTS, enabled: true }));
    expect(saved).toMatchObject({ revision: 2, enabled: true, state: 'shown', texts: TEXTS });
    expect(saved.missingLangs).not.toContain('ru');
    // A save made over the first revision would lose this one: refused.
    expect(await refused('content/saveArticle', articleSave(created, { texts: TEXTS }))).toBe(
      CONSOLE_ERROR.STAFF_STALE_SAVE,
    );

    const entry = await lastAudit('article.update');
    expect(entry.targetId).toBe(`article:${id}`);
    // Only what changed; a long text by its length, never its words.
    expect(entry.before).toEqual({ enabled: false, 'texts.en.summary': 0, 'texts.en.content': 0 });
    expect(entry.after).toEqual({
      enabled: true,
      'texts.en.summary': TEXTS.en.summary.length,
      'texts.en.content': TEXTS.en.content.length,
      'texts.ru.title': TEXTS.ru.title,
      'texts.ru.summary': TEXTS.ru.summary.length,
      'texts.ru.content': TEXTS.ru.content.length,
    });

    const ru = await storefront('article/get', { id }, 'ru');
    expect(ru.data).toMatchObject({ title: TEXTS.ru.title, content: TEXTS.ru.content });
    // Languages without their own texts read the English ones.
    expect((await storefront('article/get', { id }, 'th')).data.title).toBe(TEXTS.en.title);
  });
});

describe('publish times', () => {
  it('shows a scheduled promotion and its banner on the home page and in the news only from their time', async () => {
    const id = unique('scheduled');
    const created = await ok('content/createArticle', { id, type: 'promotion', title: 'Soon' });
    const publishAt = Date.now() + 2000;
    const article = await ok(
      'content/saveArticle',
      articleSave(created, { texts: TEXTS, enabled: true, publishedAt: publishAt }),
    );
    expect(article.state).toBe('scheduled');
    const listed = (await ok('content/articles', {})).list.find((item: Data) => item.id === id);
    expect(listed.state).toBe('scheduled');

    const bannerId = unique('scheduled-banner');
    const banner = await ok('content/createBanner', { id: bannerId, articleId: id });
    // A banner for an article takes its texts and its publish time.
    expect(banner).toMatchObject({ publishedAt: publishAt, link: `/news/${id}`, state: 'disabled' });
    expect(banner.texts.ru).toEqual({ title: TEXTS.ru.title, subtitle: TEXTS.ru.summary });
    const image = await uploadedImage();
    const shown = await ok('content/saveBanner', bannerSave(banner, { enabled: true, image }));
    expect(shown.state).toBe('scheduled');
    expect((await ok('content/article', { id })).bannerId).toBe(bannerId);

    const seen = async (lang: string) => {
      const home = (await storefront('home/home', {}, lang)).data;
      const news = (await storefront('article/pageListBy', { pageSize: 50 }, lang)).data;
      return {
        banner: home.banners.find((item: Data) => item.id === bannerId) ?? null,
        promotion: home.promotions.some((item: Data) => item.id === id),
        news: news.list.some((item: Data) => item.id === id),
      };
    };
    for (const lang of ['en', 'ru']) {
      expect(await seen(lang)).toEqual({ banner: null, promotion: false, news: false });
    }
    expect((await storefront('article/get', { id })).code).toBe(ERROR.CONTENT_NOT_FOUND);

    // Polled, not slept for: each answer is read again from the moment it goes stale.
    const deadline = publishAt + 1500;
    let now = await seen('ru');
    while (!(now.banner && now.promotion && now.news) && Date.now() < deadline) {
      expect(now.banner === null || Date.now() >= publishAt).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await seen('ru');
    }
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
    expect(now).toMatchObject({ promotion: true, news: true });
    expect(now.banner).toEqual({
      id: bannerId,
      title: TEXTS.ru.title,
      subtitle: TEXTS.ru.summary,
      link: `/news/${id}`,
      imageUrl: `/api/catalog/art/${image}`,
    });
    expect((await seen('en')).banner.title).toBe(TEXTS.en.title);
    // The uploaded image is served to everyone at the answer's address.
    const redirect = await t.app.inject({ method: 'GET', url: `/api/catalog/art/${image}` });
    expect(redirect.statusCode).toBe(302);
  });

  it('moves an article’s banner with its publish time, and ends a banner at its end', async () => {
    const id = unique('moving');
    const created = await ok('content/createArticle', { id, type: 'news', title: 'Moving' });
    const banner = await ok('content/createBanner', { id: unique('moving-banner'), articleId: id });
    const later = Date.now() + 86_400_000;
    await ok('content/saveArticle', articleSave(created, { texts: TEXTS, publishedAt: later }));
    const moved = await ok('content/banner', { id: banner.id });
    expect(moved.publishedAt).toBe(later);

    expect(
      await refused('content/saveBanner', bannerSave(moved, { endsAt: later - 1000, enabled: true })),
    ).toBe(CONSOLE_ERROR.CONTENT_BANNER_WINDOW);

    const alone = await ok('content/createBanner', {
      id: unique('ending'),
      articleId: null,
      title: 'Ending',
    });
    const endsAt = Date.now() + 1500;
    const ending = await ok(
      'content/saveBanner',
      bannerSave(alone, {
        enabled: true,
        publishedAt: Date.now() - 1000,
        endsAt,
        link: '/gameBuy/starfall-legends',
      }),
    );
    const onHome = async () =>
      (await storefront('home/home', {})).data.banners.some((item: Data) => item.id === ending.id);
    await expect.poll(onHome, { timeout: 1400, interval: 50 }).toBe(true);
    await expect.poll(onHome, { timeout: endsAt - Date.now() + 1500, interval: 50 }).toBe(false);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);

    const elsewhere = await adminCall(
      t,
      'content/saveBanner',
      bannerSave(ending, { link: '//other.site/x' }),
      operator,
    );
    expect([elsewhere.code, elsewhere.msg]).toEqual([ERROR.FIELD_INVALID, expect.stringContaining('link')]);

    const { list } = await ok('content/banners', {});
    const ids = list.map((item: Data) => item.id);
    const reordered = await ok('content/reorderBanners', { ids: [...ids].reverse() });
    expect(reordered.list.map((item: Data) => item.id)).toEqual([...ids].reverse());
    expect(await refused('content/reorderBanners', { ids: ids.slice(1) })).toBe(
      CONSOLE_ERROR.CONTENT_ORDER_MISMATCH,
    );
  });
});

describe('help centre and pages', () => {
  it('adds a topic and a question in two languages, reorders them and shows them', async () => {
    const topic = unique('gifts');
    let faq = await ok('content/saveFaqTopic', { id: topic, names: { en: 'Gifts', ru: 'Подарки' } });
    expect(faq.topics.at(-1)).toMatchObject({ id: topic, names: { en: 'Gifts', ru: 'Подарки' } });
    expect(await refused('content/saveFaqTopic', { id: topic, names: { ru: 'Подарки' } })).toBe(
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
    );
    const entry = unique('gift-card');
    expect(
      await refused('content/createFaqEntry', { id: entry, topicId: 'nope', question: 'Q?', answer: 'A.' }),
    ).toBe(CONSOLE_ERROR.CONTENT_FAQ_NOT_FOUND);
    faq = await ok('content/createFaqEntry', {
      id: entry,
      topicId: topic,
      question: 'Can I gift a card?',
      answer: 'Yes.',
    });
    const created = faq.entries.find((item: Data) => item.id === entry);
    faq = await ok('content/saveFaqEntry', {
      id: entry,
      revision: created.revision,
      topicId: topic,
      enabled: true,
      texts: {
        en: { question: 'Can I gift a card?', answer: 'Yes, by e-mail.' },
        ru: { question: 'Можно подарить карту?', answer: 'Да, по почте.' },
      },
    });
    expect(
      await refused('content/saveFaqEntry', {
        id: entry,
        revision: created.revision,
        topicId: topic,
        enabled: true,
        texts: { en: { question: 'Stale?', answer: 'Yes.' } },
      }),
    ).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);
    const audit = await lastAudit('faq.update');
    expect(audit.after).toEqual({
      'texts.en.answer': 'Yes, by e-mail.'.length,
      'texts.ru.question': 'Можно подарить карту?',
      'texts.ru.answer': 'Да, по почте.'.length,
    });

    const topics = faq.topics.map((item: Data) => item.id);
    faq = await ok('content/reorderFaq', { ids: [topic, ...topics.filter((id: string) => id !== topic)] });
    expect(faq.topics[0].id).toBe(topic);
    await expect
      .poll(
        async () => (await storefront('faq/listBy', { topicId: topic }, 'ru')).data?.list?.[0]?.question,
        {
          timeout: 2500,
          interval: 100,
        },
      )
      .toBe('Можно подарить карту?');
    expect((await storefront('faq/listBy', {}, 'ru')).data.topics[0]).toEqual({ id: topic, name: 'Подарки' });
  });

  it('saves a policy page by its revision and the storefront shows it', async () => {
    const page = await ok('content/page', { key: 'refund' });
    expect(page.missingLangs).toEqual([]);
    const texts = {
      ...page.texts,
      ru: { title: 'Возвраты', content: '## Сроки\nДеньги вернутся за 5 дней.' },
    };
    const saved = await ok('content/savePage', { key: 'refund', revision: page.revision, texts });
    expect(saved.revision).toBe(page.revision + 1);
    expect(await refused('content/savePage', { key: 'refund', revision: page.revision, texts })).toBe(
      CONSOLE_ERROR.STAFF_STALE_SAVE,
    );
    expect((await lastAudit('page.update')).after).toEqual({
      'texts.ru.title': 'Возвраты',
      'texts.ru.content': texts.ru.content.length,
    });
    await expect
      .poll(async () => (await storefront('page/get', { key: 'refund' }, 'ru')).data.title, {
        timeout: 2500,
        interval: 100,
      })
      .toBe('Возвраты');
    const list = await ok('content/pages', {});
    expect(list.list.map((item: Data) => item.key)).toEqual([
      'privacy',
      'terms',
      'refund',
      'cookie',
      'about',
    ]);
  });

  it('saves the demo Terms in all twelve languages, a body over the usual 64 KB, as its contract allows', async () => {
    const page = await ok('content/page', { key: 'terms' });
    expect(Object.keys(page.texts)).toHaveLength(12);
    const en = { ...page.texts.en, content: `${page.texts.en.content}\n\n## Contact\nWrite to us any time.` };
    const body = { key: 'terms', revision: page.revision, texts: { ...page.texts, en } };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(64 * 1024);
    const saved = await ok('content/savePage', body);
    expect(saved.revision).toBe(page.revision + 1);
    expect(saved.texts.en).toEqual(en);
  });

  it('reads a body past 64 KB only from staff: anyone else is refused before it is parsed', async () => {
    const unparsable = `{"key":"terms","texts":"${'x'.repeat(100 * 1024)}`;
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/content/savePage',
        headers: { 'content-type': 'application/json', lang: 'en', ...headers },
        payload: unparsable,
      });
    expect((await send({})).json().code).toBe(ERROR.NOT_AN_AGENT);
    expect((await send({ authorization: 'not-a-session' })).json().code).toBe(ERROR.NOT_AN_AGENT);
    expect((await send({ authorization: operator })).json().code).toBe(ERROR.MALFORMED_JSON);
  });
});

describe('store settings', () => {
  it('renames the store and sets its logo and contacts: siteInfo says the new name within a second', async () => {
    const settings = await ok('settings/get', {}, owner);
    expect(settings.texts.en.title).toBe('game top-ups, cards and gift cards');
    const logo = await uploadedImage(owner);
    const request = {
      revision: settings.revision,
      storeName: 'Nightjar Games',
      logo,
      supportEmail: 'help@nightjar.example',
      supportPhone: '+65 6123 4567',
      messengerName: settings.messengerName,
      messengerUrl: settings.messengerUrl,
      texts: settings.texts,
    };
    expect(await refused('settings/save', { ...request, supportEmail: 'not-an-address' }, owner)).toBe(
      ERROR.FIELD_INVALID,
    );
    expect(await refused('settings/save', { ...request, texts: { ru: settings.texts.ru } }, owner)).toBe(
      CONSOLE_ERROR.CONTENT_ENGLISH_REQUIRED,
    );
    const saved = await ok('settings/save', request, owner);
    expect(saved).toMatchObject({ storeName: 'Nightjar Games', revision: settings.revision + 1 });
    expect(await refused('settings/save', request, owner)).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);
    const audit = await lastAudit('site.update');
    expect(audit.before).toEqual({
      storeName: 'Starlit',
      logo: null,
      supportEmail: settings.supportEmail,
      supportPhone: null,
    });
    expect(audit.after).toEqual({
      storeName: 'Nightjar Games',
      logo,
      supportEmail: 'help@nightjar.example',
      supportPhone: '+65 6123 4567',
    });
    await expect
      .poll(async () => (await storefront('system/siteInfo', {}, 'ru')).data, {
        timeout: 2500,
        interval: 100,
      })
      .toMatchObject({
        storeName: 'Nightjar Games',
        logoUrl: `/api/catalog/art/${logo}`,
        supportEmail: 'help@nightjar.example',
        supportPhone: '+65 6123 4567',
      });
    expect(await t.services.system.storeName()).toBe('Nightjar Games');
    expect((await t.app.inject({ method: 'GET', url: `/api/catalog/art/${logo}` })).statusCode).toBe(302);
  });
});
