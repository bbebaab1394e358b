import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { siteSettings, siteTexts } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CDN_HOST: 'https://cdn.example' });
});
afterAll(() => t.close());

async function data(path: string, headers: Record<string, string> = {}) {
  const answer = (await t.call(path, {}, headers)).json();
  expect(answer.code).toBe(1);
  return answer.data;
}

describe('system/siteInfo', () => {
  it('answers the theme texts in the language, support contacts and the CDN host', async () => {
    const info = await data('system/siteInfo', { lang: 'ru' });
    expect(info).toEqual({
      storeName: 'Starlit',
      logoUrl: null,
      title: 'пополнение игр, игровые и подарочные карты',
      description: expect.stringContaining('24/7'),
      keywords: expect.stringContaining('пополнение игр'),
      resourcePath: '/theme/light.css',
      legalLine: '© 2026 Starlit Digital Pte. Ltd. Все права защищены.',
      officeAddress: '18 Harbour Lane, #07-02, Singapore 049320',
      supportEmail: 'support@starlit.example',
      supportPhone: null,
      messenger: { name: 'Telegram', url: 'https://t.me/starlit_support_example' },
      cdnHost: 'https://cdn.example',
    });
  });

  it('falls back to English texts', async () => {
    await t.database.db.delete(siteTexts).where(eq(siteTexts.lang, 'pt'));
    expect((await data('system/siteInfo', { lang: 'pt' })).legalLine).toBe(
      '© 2026 Starlit Digital Pte. Ltd. All rights reserved.',
    );
  });
});

describe('system/yandexTagInfo', () => {
  it('answers no tag by default, and the one set in site settings within a second', async () => {
    expect(await data('system/yandexTagInfo')).toEqual({ tagId: null });
    await t.database.db.update(siteSettings).set({ yandexTagId: '98765432' });
    await expect
      .poll(async () => (await data('system/yandexTagInfo')).tagId, { timeout: 5000, interval: 200 })
      .toBe('98765432');
  });
});
