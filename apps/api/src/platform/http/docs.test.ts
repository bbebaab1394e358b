import { webCalls } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/docs', () => {
  it('serves an OpenAPI document made from the contracts, one POST per call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of Object.keys(webCalls)) {
      expect(doc.paths[`/api/web/${path}`]?.post, path).toBeDefined();
    }
    const login = doc.paths['/api/web/auth/loginByDevice'].post;
    expect(login.summary).toBe(webCalls['auth/loginByDevice'].summary);
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['DeviceId']);
    expect(body.properties.DeviceId).toMatchObject({ type: 'string', minLength: 16 });
    const answer = login.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['code', 'msg', 'data']);
    expect(JSON.stringify(answer)).toContain('tokenExpireTime');
    expect(login.parameters.map((p: { name: string }) => p.name)).toContain('authorization');
  });

  it("documents a code import's codes as its text body and its other fields as the query", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const preview = doc.paths['/api/admin/stock/preview'].post;
    expect(Object.keys(preview.requestBody.content)).toEqual(['text/plain', 'text/csv']);
    expect(preview.requestBody.content['text/plain'].schema.type).toBe('string');
    const query = preview.parameters.filter((p: { in: string }) => p.in === 'query');
    expect(query.map((p: { name: string }) => p.name).sort()).toEqual(['column', 'skipHeader', 'skuId']);
  });

  it("names each call's failure codes with their English texts", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const signIn = doc.paths['/api/web/auth/loginByPwd'].post.description;
    expect(signIn).toContain('-1002 (Incorrect email or password)');
    expect(signIn).toContain('-1106 (Too many requests');
    expect(doc.paths['/api/web/user/bindEmail'].post.description).toContain(
      '-1109 (This email is already used, please change another one.)',
    );
  });

  it('serves the reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location! }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
