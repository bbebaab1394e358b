import { DEFAULT_REGION, DEMO_REGIONS, LANGS } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { DEMO_REGION_NAMES } from '../../demo/regions.ts';
import { regionNames, regions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function baseInfo(headers: Record<string, string> = {}, app = t) {
  const res = await app.call('system/baseInfo', {}, headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe(1);
  return res.json().data;
}

describe('system/baseInfo', () => {
  it('lists the demo regions with code, currency, name and icon, RUS first', async () => {
    const { regionList } = await baseInfo({ lang: 'en' });
    expect(regionList).toEqual(
      DEMO_REGIONS.map((region) => ({
        code: region.code,
        currency: region.currency,
        name: DEMO_REGION_NAMES[region.code].en,
        iconUrl: `/flags/${region.code}.svg`,
      })),
    );
    expect(regionList[0]).toEqual({
      code: 'RUS',
      currency: 'RUB',
      name: 'Russia',
      iconUrl: '/flags/RUS.svg',
    });
  });

  it('names the regions in the language of the Lang header, in all twelve', async () => {
    for (const lang of LANGS) {
      const { regionList } = await baseInfo({ lang });
      expect(
        regionList.map((region: { name: string }) => region.name),
        lang,
      ).toEqual(DEMO_REGIONS.map((region) => DEMO_REGION_NAMES[region.code][lang]));
    }
    expect((await baseInfo({ lang: 'ru' })).regionList[0].name).toBe('Россия');
    expect((await baseInfo({ lang: 'th' })).regionList[0].name).toBe('รัสเซีย');
    expect((await baseInfo({ lang: 'xx' })).regionList[0].name).toBe('Russia');
  });

  it('reads the names from the database, falling back to English, then to the code', async () => {
    await t.database.db
      .update(regionNames)
      .set({ name: 'Российская Федерация' })
      .where(and(eq(regionNames.regionCode, 'RUS'), eq(regionNames.lang, 'ru')));
    await t.database.db
      .delete(regionNames)
      .where(and(eq(regionNames.regionCode, 'IDN'), eq(regionNames.lang, 'ru')));
    await t.database.db.delete(regionNames).where(eq(regionNames.regionCode, 'MYS'));
    const { regionList } = await baseInfo({ lang: 'ru' });
    expect(regionList.slice(0, 3).map((region: { name: string }) => region.name)).toEqual([
      'Российская Федерация',
      'Indonesia',
      'MYS',
    ]);
    // Put the demo rows back for the other tests of this file.
    await t.database.db
      .insert(regionNames)
      .values([
        { regionCode: 'IDN', lang: 'ru', name: DEMO_REGION_NAMES.IDN.ru },
        ...LANGS.map((lang) => ({ regionCode: 'MYS', lang, name: DEMO_REGION_NAMES.MYS[lang] })),
      ]);
    await t.database.db
      .update(regionNames)
      .set({ name: 'Россия' })
      .where(and(eq(regionNames.regionCode, 'RUS'), eq(regionNames.lang, 'ru')));
  });

  it('leaves out disabled regions', async () => {
    await t.database.db.update(regions).set({ enabled: false }).where(eq(regions.code, 'SGP'));
    const { regionList } = await baseInfo();
    expect(regionList.map((region: { code: string }) => region.code)).not.toContain('SGP');
    await t.database.db.update(regions).set({ enabled: true }).where(eq(regions.code, 'SGP'));
  });

  it('stops giving new customers and quotes a region soon after an operator disables it', async () => {
    expect(await t.services.system.regionOrDefault('sgp')).toEqual({ code: 'SGP', currency: 'SGD' });
    await t.database.db.update(regions).set({ enabled: false }).where(eq(regions.code, 'SGP'));
    await expect
      .poll(async () => (await t.services.system.regionOrDefault('SGP')).code, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(DEFAULT_REGION);
    await t.database.db.update(regions).set({ enabled: true }).where(eq(regions.code, 'SGP'));
  });

  it('answers the enabled languages with their own names (ENABLED_LANGS, default en,ru)', async () => {
    expect((await baseInfo()).languageList).toEqual([
      { code: 'en', name: 'English' },
      { code: 'ru', name: 'Русский' },
    ]);
    const wider = await createTestApp({ ENABLED_LANGS: 'ru,en,th,ph,tl,sg,cn' });
    try {
      expect((await baseInfo({}, wider)).languageList).toEqual([
        { code: 'ru', name: 'Русский' },
        { code: 'en', name: 'English' },
        { code: 'th', name: 'ไทย' },
        { code: 'tl', name: 'Filipino' },
        { code: 'cn', name: '简体中文' },
      ]);
    } finally {
      await wider.close();
    }
  });

  it('lists only the social sign-in providers whose client id and secret are set', async () => {
    expect((await baseInfo()).loginProviders).toEqual([]);
    const social = await createTestApp({
      OAUTH_YANDEX_CLIENT_ID: 'yandex-app',
      OAUTH_YANDEX_CLIENT_SECRET: 'yandex-secret',
      OAUTH_GOOGLE_CLIENT_ID: 'google-app',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    try {
      expect((await baseInfo({}, social)).loginProviders).toEqual(['google', 'yandex']);
    } finally {
      await social.close();
    }
  });

  it('puts CDN_HOST in front of icon paths when it is set', async () => {
    const cdn = await createTestApp({ CDN_HOST: 'https://cdn.example.com/' });
    try {
      const { regionList } = await baseInfo({}, cdn);
      expect(regionList[0].iconUrl).toBe('https://cdn.example.com/flags/RUS.svg');
    } finally {
      await cdn.close();
    }
  });
});

describe('the caller resolved once (system.locale)', () => {
  it('takes what the request asks for when the store has it', async () => {
    const locale = await t.services.system.locale(
      { lang: 'th', region: 'idn', currency: 'sgd' },
      { lang: 'ru', regionCode: 'RUS', currencyCode: 'RUB' },
    );
    expect(locale).toEqual({ lang: 'th', region: { code: 'IDN', currency: 'IDR' }, currency: 'SGD' });
  });

  it('falls back to the saved settings when the request names nothing the store has', async () => {
    const locale = await t.services.system.locale(
      { region: 'XXX', currency: 'ZZZ' },
      { lang: 'ru', regionCode: 'MYS', currencyCode: 'PHP' },
    );
    expect(locale).toEqual({ lang: 'ru', region: { code: 'MYS', currency: 'MYR' }, currency: 'PHP' });
  });

  it('ends at the defaults: English, the default region and its currency', async () => {
    const locale = await t.services.system.locale({}, { lang: 'xx', regionCode: 'XXX', currencyCode: 'ZZZ' });
    expect(locale).toEqual({ lang: 'en', region: { code: 'RUS', currency: 'RUB' }, currency: 'RUB' });
  });
});
