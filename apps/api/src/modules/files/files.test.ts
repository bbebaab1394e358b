import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR, MAX_UPLOAD_BYTES, type UploadSignature } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { guest, orderOf } from '../support/testing.ts';
import { s3Store } from './store.ts';

let t: TestApp;
const dataDir = path.join(tmpdir(), `sf-files-test-${process.pid}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

// The smallest PNG: signature, IHDR, IDAT and IEND of one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signature(token: string): Promise<UploadSignature> {
  return (await t.call('file/getSignature', {}, { authorization: token })).json().data;
}

async function createUpload(token: string, sign: UploadSignature, contentType: string, size: number) {
  const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
  return (
    await t.call(
      'file/createUpload',
      { tmpSecretId, tmpSecretKey, sessionToken, contentType, size },
      { authorization: token, lang: 'en' },
    )
  ).json();
}

function put(url: string, bytes: Buffer, contentType: string) {
  return t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes });
}

/** Uploads bytes as the customer and confirms them: the reference, or the failure envelope. */
async function upload(token: string, bytes: Buffer, contentType = 'image/png') {
  const target = (await createUpload(token, await signature(token), contentType, bytes.length)).data;
  const stored = (await put(target.url, bytes, contentType)).json();
  if (stored.code !== 1) return stored;
  return (await t.call('file/confirm', { key: target.key }, { authorization: token, lang: 'en' })).json();
}

describe('file/getSignature', () => {
  it('gives a credential that outlives the 30 minutes the web keeps it', async () => {
    const me = await guest(t);
    const sign = await signature(me.token);
    expect(sign).toMatchObject({ bucket: 'local', region: 'local' });
    expect(sign.expireTime - Date.now()).toBeGreaterThan(30 * 60 * 1000);
    expect((await t.call('file/getSignature', {})).json().code).toBe(ERROR.TOKEN_EXPIRED);
  });
});

describe('an upload', () => {
  it('is stored, checked and served by a signed link that expires', async () => {
    const me = await guest(t);
    const file = (await upload(me.token, PNG)).data;
    expect(file).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const got = await t.app.inject({ method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const forged = file.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const expired = file.url.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('over the size limit or not an image is refused, whatever its declared type', async () => {
    const me = await guest(t);
    const sign = await signature(me.token);
    expect(await createUpload(me.token, sign, 'image/png', MAX_UPLOAD_BYTES + 1)).toMatchObject({
      code: ERROR.FILE_TOO_LARGE,
      msg: 'The file is larger than 5 MB',
    });
    expect(await createUpload(me.token, sign, 'application/pdf', 1000)).toMatchObject({
      code: ERROR.FILE_TYPE_NOT_ALLOWED,
      msg: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    });

    // A script named and declared a PNG is judged by its bytes.
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await upload(me.token, script)).code).toBe(ERROR.FILE_TYPE_NOT_ALLOWED);

    // More bytes than were granted: the signed size does not match.
    const target = (await createUpload(me.token, sign, 'image/png', PNG.length)).data;
    const bigger = Buffer.concat([PNG, Buffer.alloc(10)]);
    expect((await put(target.url, bigger, 'image/png')).json().code).toBe(ERROR.UPLOAD_SIGNATURE_EXPIRED);

    // Over the limit on the wire is cut off before it is read whole.
    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooBig = await put(target.url, huge, 'image/png');
    expect(tooBig.json().code).toBe(ERROR.FILE_TOO_LARGE);

    expect((await t.call('file/confirm', { key: target.key }, { authorization: me.token })).json().code).toBe(
      ERROR.FILE_NOT_FOUND,
    );
  });

  it('needs a credential of its own customer that has not expired or been forged', async () => {
    const me = await guest(t);
    const other = await guest(t);
    const mine = await signature(me.token);
    expect((await createUpload(other.token, mine, 'image/png', 10)).code).toBe(
      ERROR.UPLOAD_SIGNATURE_EXPIRED,
    );
    const forged = { ...mine, tmpSecretKey: mine.tmpSecretKey.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    expect((await createUpload(me.token, forged, 'image/png', 10)).code).toBe(ERROR.UPLOAD_SIGNATURE_EXPIRED);
    const swapped = { ...mine, tmpSecretId: 'someone-else' };
    expect((await createUpload(me.token, swapped, 'image/png', 10)).code).toBe(
      ERROR.UPLOAD_SIGNATURE_EXPIRED,
    );
  });

  it("attaches to its owner's feedback only", async () => {
    const me = await guest(t);
    const other = await guest(t);
    const file = (await upload(me.token, PNG)).data;
    const orderNo = await orderOf(t, other.token);
    const body = {
      orderNo,
      questionTypeId: 'codeProblem',
      email: 'x@example.com',
      content: 'The code says it was already used',
      images: [file.key],
    };
    const refused = (await t.call('feedback/create', body, { authorization: other.token })).json();
    expect(refused.code).toBe(ERROR.FILE_NOT_FOUND);

    const mine = await orderOf(t, me.token);
    const created = (
      await t.call('feedback/create', { ...body, orderNo: mine }, { authorization: me.token })
    ).json();
    expect(created.data.records[0].images).toEqual([
      expect.objectContaining({ key: file.key, size: PNG.length }),
    ]);
  });
});

describe('the S3 store', () => {
  it('presigns a PUT bound to the type and length, and a GET', async () => {
    const store = s3Store({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'shots',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    const put = await store.presignPut('u/cus_1/f.png', 'image/png', 1234, Date.now() + 600_000);
    const url = new URL(put.url);
    expect(url.origin + url.pathname).toBe('https://s3.example.com/shots/u/cus_1/f.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(590);
    expect(put.headers).toEqual({ 'Content-Type': 'image/png' });
    const get = new URL(await store.presignGet('u/cus_1/f.png', Date.now() + 3_600_000));
    expect(get.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('abandoned uploads', () => {
  it('are deleted after a day unless a message uses them', async () => {
    const me = await guest(t);
    const used = (await upload(me.token, PNG)).data;
    const unused = (await upload(me.token, PNG)).data;
    const orderNo = await orderOf(t, me.token);
    const body = {
      orderNo,
      questionTypeId: 'other',
      email: 'p@example.com',
      content: 'A screenshot of the problem',
      images: [used.key],
    };
    expect((await t.call('feedback/create', body, { authorization: me.token })).json().code).toBe(1);
    await t.database.db.execute(
      sql`UPDATE files SET created_at = now() - interval '25 hours' WHERE owner_id = ${me.userId}`,
    );

    expect(await t.services.uploads.purgeAbandoned()).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: used.url })).statusCode).toBe(200);
  });
});
