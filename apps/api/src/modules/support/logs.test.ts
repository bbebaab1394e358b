import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../testing/logs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { guest, openSocket } from './testing.ts';

let t: TestApp;
let url: string;
const { lines, logger } = capturingLogger();

beforeAll(async () => {
  t = await createTestApp({}, logger);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('logs of the chat and uploads', () => {
  it('never hold a userSig, a signed link or a message', async () => {
    const me = await guest(t);
    const { userSig } = (await t.call('im/getUserSig', {}, { authorization: me.token })).json().data;
    const socket = openSocket(url, `?userSig=${encodeURIComponent(userSig)}`);
    await socket.next('ready');
    socket.send({ type: 'send', clientId: 'l-1', text: 'my secret question about order 42' });
    await socket.next('ack');
    socket.ws.close();
    await socket.closed;

    const sign = (await t.call('file/getSignature', {}, { authorization: me.token })).json().data;
    const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
    const target = (
      await t.call(
        'file/createUpload',
        { tmpSecretId, tmpSecretKey, sessionToken, contentType: 'image/png', size: 8 },
        { authorization: me.token },
      )
    ).json().data;
    const signature = new URL(target.url, 'http://x').searchParams.get('signature')!;
    await t.app.inject({ method: 'PUT', url: target.url, headers: target.headers, payload: Buffer.alloc(8) });

    const log = lines.join('');
    expect(log).toContain('/api/ws');
    for (const secret of [
      userSig,
      encodeURIComponent(userSig),
      'my secret question',
      sessionToken,
      tmpSecretKey,
      signature,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
