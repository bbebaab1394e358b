import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR, type UploadSignature } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { admin, agentToken, guest } from '../support/testing.ts';

// 60 uploads of 5 MB an hour per customer, and a new guest is free: the address they come from,
// and the store as a whole, are counted too (issue 11, item 7).
const PER_SOURCE = 3;
const STORE_HOUR = 8;

let t: TestApp;
const dataDir = path.join(tmpdir(), `sf-files-limits-test-${process.pid}`);

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: dataDir,
    UPLOAD_LIMIT_PER_IP: String(PER_SOURCE),
    UPLOAD_LIMIT_STORE_HOUR: String(STORE_HOUR),
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

let sources = 0;
/** An address no test has used. */
const freshSource = () => `203.0.113.${++sources}`;

/** A new guest's file/createUpload of a small PNG, from `ip`: the envelope. */
async function uploadAsNewGuest(ip: string, lang = 'en') {
  const { token } = await guest(t);
  const headers = { authorization: token, lang, real_ip: ip };
  const sign: UploadSignature = (await t.call('file/getSignature', {}, headers)).json().data;
  const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
  const body = { tmpSecretId, tmpSecretKey, sessionToken, contentType: 'image/png', size: 68 };
  return (await t.call('file/createUpload', body, headers)).json();
}

describe('uploads from one source address', () => {
  it("refuse a new guest once earlier guests used the address's allowance", async () => {
    const ip = freshSource();
    for (let i = 0; i < PER_SOURCE; i++) expect((await uploadAsNewGuest(ip)).code).toBe(1);
    const refused = await uploadAsNewGuest(ip);
    expect(refused).toMatchObject({ code: ERROR.TOO_MANY_REQUESTS, data: null });
    expect((await uploadAsNewGuest(freshSource())).code).toBe(1);
  });
});

describe('the store-wide ceiling', () => {
  it('refuses an upload from a fresh source and guest once reached, and leaves agents their uploads', async () => {
    let refused: { code: number; msg: string } | undefined;
    // Each from an address of its own, as rotating proxies would send them.
    for (let i = 0; i <= STORE_HOUR && !refused; i++) {
      const answer = await uploadAsNewGuest(freshSource());
      if (answer.code !== 1) refused = answer;
    }
    expect(refused).toMatchObject({ code: ERROR.UPLOADS_BUSY });
    expect(refused!.msg).toMatch(
      /^The store is receiving too many images right now, please try again in \d+ minutes$/,
    );
    const next = await uploadAsNewGuest(freshSource(), 'ru');
    expect(next.code).toBe(ERROR.UPLOADS_BUSY);
    expect(next.msg).toMatch(/^Сейчас в магазин загружают слишком много изображений/);

    // Support still answers with screenshots while customers are held back.
    const agent = await agentToken(t.app);
    const sign = (await admin(t.app, 'file/getSignature', {}, agent)).json().data as UploadSignature;
    const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
    const body = { tmpSecretId, tmpSecretKey, sessionToken, contentType: 'image/png', size: 68 };
    expect((await admin(t.app, 'file/createUpload', body, agent)).json().code).toBe(1);
  });
});
