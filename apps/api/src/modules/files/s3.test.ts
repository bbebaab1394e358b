import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR, type UploadSignature } from '@storefront/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { guest } from '../support/testing.ts';

// A local S3: s3rver speaks the protocol (presigned PUT and GET, HEAD, ranged GET, DELETE) but does
// not check SigV4 signatures, so that the type and length are signed is files.test.ts's to prove.
let s3: S3rver;
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sf-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'shots' }],
  });
  const { port } = await s3.run();
  t = await createTestApp({ STORAGE_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/shots?region=us-east-1` });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function target(token: string, contentType: string, size: number) {
  const sign: UploadSignature = (await t.call('file/getSignature', {}, { authorization: token })).json().data;
  expect(sign).toMatchObject({ bucket: 'shots', region: 'us-east-1' });
  const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
  const res = await t.call(
    'file/createUpload',
    { tmpSecretId, tmpSecretKey, sessionToken, contentType, size },
    { authorization: token },
  );
  return res.json().data;
}

describe('uploads to an S3-compatible store (STORAGE_URL)', () => {
  it('go straight to the bucket by presigned PUT, are checked there and read by presigned GET', async () => {
    const me = await guest(t);
    const put = await target(me.token, 'image/png', PNG.length);
    expect(put.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shots\/u\//);
    const stored = await fetch(put.url, { method: 'PUT', headers: put.headers, body: PNG });
    expect(stored.status).toBe(200);

    const file = (await t.call('file/confirm', { key: put.key }, { authorization: me.token })).json().data;
    expect(file).toMatchObject({ key: put.key, contentType: 'image/png', size: PNG.length });
    const got = await fetch(file.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses stored bytes that are not an image, and deletes them', async () => {
    const me = await guest(t);
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    const fake = await target(me.token, 'image/png', script.length);
    expect((await fetch(fake.url, { method: 'PUT', headers: fake.headers, body: script })).status).toBe(200);
    const refused = (await t.call('file/confirm', { key: fake.key }, { authorization: me.token })).json();
    expect(refused.code).toBe(ERROR.FILE_TYPE_NOT_ALLOWED);
    // The refused object is gone from the bucket.
    const again = (await t.call('file/confirm', { key: fake.key }, { authorization: me.token })).json();
    expect(again.code).toBe(ERROR.FILE_NOT_FOUND);
  });
});
