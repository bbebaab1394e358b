import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSkuId } from '../../demo/catalog.ts';
import { MAIL_QUEUE } from '../../platform/mail/jobs.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { capturingLogger } from '../../testing/logs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { mailTo } from '../../testing/outbox.ts';
import { admin, agentToken } from './testing.ts';

let t: TestApp;
let agent: string;
const { lines, logger } = capturingLogger();

beforeAll(async () => {
  t = await createTestApp({}, logger);
  agent = await agentToken(t.app);
});
afterAll(() => t.close());

/** An order placed from a page in `lang`, and a feedback thread on it answered at `email`. */
async function askedAbout(headers: Record<string, string>, email: string): Promise<string> {
  const order = await t.call(
    'order/create',
    {
      productId: 'starfall-legends',
      skuId: demoSkuId('starfall-legends', 60),
      playerId: '512345678',
      serverId: 'asia',
      acceptTerms: true,
    },
    headers,
  );
  const orderNo: string = order.json().data.orderNo;
  const question = {
    orderNo,
    questionTypeId: 'notReceived',
    email,
    content: 'My top-up has not arrived yet.',
  };
  expect((await t.call('feedback/create', question, headers)).json().code).toBe(1);
  return orderNo;
}

/** The agent answers (the console in English), and the one mail that follows. */
async function answered(orderNo: string, email: string, reply: string) {
  const since = new Date();
  const res = await admin(t.app, 'feedback/reply', { orderNo, content: reply }, agent);
  expect(res.json().code).toBe(1);
  // A registered customer has had its confirmation mail already.
  const mail = await mailTo(t, email, (message) => message.subject.includes(orderNo));
  expect(await jobsSent(t.boss, MAIL_QUEUE, { to: email }, since)).toHaveLength(1);
  return mail;
}

describe("an agent's reply to feedback", () => {
  it("is e-mailed to a guest in the order's language, quoting it, with a link that opens the order anywhere", async () => {
    const deviceId = `reply-mail-${randomUUID()}`;
    const me = (await t.call('auth/loginByDevice', { DeviceId: deviceId }, { lang: 'ru' })).json().data;
    const email = `guest-${randomUUID()}@example.com`;
    const orderNo = await askedAbout({ authorization: me.token, lang: 'ru' }, email);

    const reply = 'Мы отправили алмазы ещё раз.\nПроверьте, пожалуйста, игровой аккаунт.';
    const mail = await answered(orderNo, email, reply);
    expect(mail.subject).toBe(`Служба поддержки ответила по заказу ${orderNo}`);
    expect(mail.text).toContain(reply);
    expect(mail.html).toContain('<html lang="ru">');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/ru/orderDetail`);
    expect(link.searchParams.get('orderNo')).toBe(orderNo);

    // In another browser the link brings the order, and its thread with the reply, along.
    const other = (await t.call('auth/loginByDevice', { DeviceId: `${deviceId}-other` })).json().data;
    const key = link.searchParams.get('key')!;
    const opened = await t.call('order/openLink', { orderNo, key }, { authorization: other.token });
    expect(opened.json()).toMatchObject({ code: 1, data: { orderNo } });
    const thread = (await t.call('feedback/getByOrderNo', { orderNo }, { authorization: other.token })).json()
      .data;
    expect(thread.records.at(-1)).toMatchObject({ author: 'agent', content: reply });

    // The logs name neither the reply nor the link's key.
    const log = lines.join('');
    expect(log).toContain('mail sent');
    for (const secret of ['Мы отправили алмазы', 'игровой аккаунт', key]) expect(log).not.toContain(secret);
  });

  it('is e-mailed to a registered customer with the order page, which asks for their account', async () => {
    const email = `account-${randomUUID()}@example.com`;
    const login = await registeredAccount(t, { email, headers: { lang: 'en' } });
    const orderNo = await askedAbout({ authorization: login.token, lang: 'en' }, email);

    const mail = await answered(orderNo, email, 'Your diamonds are on their way.');
    expect(mail.subject).toBe(`Customer service replied about order ${orderNo}`);
    expect(mail.text).toContain('Your diamonds are on their way.');
    expect(mail.text).toContain(`${t.config.publicUrl}/en/orderDetail?orderNo=${orderNo}\n`);
    expect(mail.text).not.toContain('key=');
  });

  it('is not mailed when the thread has ended', async () => {
    const me = (await t.call('auth/loginByDevice', { DeviceId: `reply-mail-${randomUUID()}` })).json().data;
    const email = `ended-${randomUUID()}@example.com`;
    const orderNo = await askedAbout({ authorization: me.token }, email);
    await admin(t.app, 'feedback/close', { orderNo }, agent);
    const since = new Date();
    const late = (await admin(t.app, 'feedback/reply', { orderNo, content: 'One more thing' }, agent)).json();
    expect(late.code).not.toBe(1);
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: email }, since)).toEqual([]);
  });
});
