import { webCalls } from '@storefront/contracts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerJsonBody } from './body.ts';
import { registerCalls } from './calls.ts';
import { registerRequestContext } from './context.ts';

/** An app with one call whose handler answers whatever object the test puts in `answer.current`. */
async function appAnswering(answer: { current: object }, sharedAnswer: boolean) {
  const app = Fastify();
  registerRequestContext(app);
  registerJsonBody(app);
  registerCalls(
    app,
    { 'system/yandexTagInfo': { handle: async () => answer.current as { tagId: string }, sharedAnswer } },
    async () => undefined,
  );
  await app.ready();
  return app;
}

const call = (app: Awaited<ReturnType<typeof appAnswering>>) =>
  app.inject({ method: 'POST', url: '/api/web/system/yandexTagInfo', payload: {} });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a shared answer', () => {
  it('is checked against the contract once per object, and its JSON reused', async () => {
    const parse = vi.spyOn(webCalls['system/yandexTagInfo'].data, 'parse');
    const answer: { current: object } = { current: { tagId: '1234', notInContract: 'secret' } };
    const app = await appAnswering(answer, true);
    for (let i = 0; i < 3; i++) {
      const res = await call(app);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // The contract still strips what it does not name.
      expect(res.json()).toEqual({ code: 1, msg: 'success', data: { tagId: '1234' } });
    }
    expect(parse).toHaveBeenCalledTimes(1);

    // The cache's next object (a new catalogue version) is serialized afresh.
    answer.current = { tagId: '5678' };
    expect((await call(app)).json().data).toEqual({ tagId: '5678' });
    expect(parse).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('is opt-in: other answers are checked and serialized on every request', async () => {
    const parse = vi.spyOn(webCalls['system/yandexTagInfo'].data, 'parse');
    const app = await appAnswering({ current: { tagId: '1234' } }, false);
    await call(app);
    await call(app);
    expect(parse).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
