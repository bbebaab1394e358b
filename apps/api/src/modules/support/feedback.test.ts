import { adminCalls, ERROR, FEEDBACK_STATUS } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { admin, agentToken, guest, orderOf } from './testing.ts';

let t: TestApp;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  agent = await agentToken(t.app);
});
afterAll(() => t.close());

const message = 'My diamonds have not arrived after an hour';

async function feedbackCall(path: string, body: object, token: string, lang = 'en') {
  return (await t.call(`feedback/${path}`, body, { authorization: token, lang })).json();
}

describe('feedback/listQuestionType', () => {
  it('lists the issue types in the caller language', async () => {
    const ru = (await t.call('feedback/listQuestionType', {}, { lang: 'ru' })).json().data.list;
    expect(ru[0]).toEqual({ id: 'notReceived', text: 'Заказ не получен' });
    const en = (await t.call('feedback/listQuestionType', {}, { lang: 'en' })).json().data.list;
    expect(en.map((type: { text: string }) => type.text)).toContain('Refund');
  });
});

describe('a customer opening feedback', () => {
  it('is told what is wrong, in the caller language', async () => {
    const me = await guest(t);
    const orderNo = await orderOf(t, me.token);
    const base = { orderNo, questionTypeId: 'notReceived', email: 'buyer@example.com' };

    const short = await feedbackCall('create', { ...base, content: '  too short message  ' }, me.token);
    expect(short).toMatchObject({ code: ERROR.FEEDBACK_TOO_SHORT, msg: 'Minimum input is 20 characters' });
    const shortRu = await feedbackCall('create', { ...base, content: 'коротко' }, me.token, 'ru');
    expect(shortRu).toMatchObject({ code: ERROR.FEEDBACK_TOO_SHORT, msg: 'Минимум 20 символов' });

    const noType = await feedbackCall('create', { ...base, questionTypeId: '', content: message }, me.token);
    expect(noType).toMatchObject({ code: ERROR.QUESTION_TYPE_REQUIRED, msg: 'Please choose an issue type' });
    const unknownType = await feedbackCall(
      'create',
      { ...base, questionTypeId: 'x', content: message },
      me.token,
    );
    expect(unknownType.code).toBe(ERROR.FIELD_INVALID);

    const badEmail = await feedbackCall('create', { ...base, email: 'nope', content: message }, me.token);
    expect(badEmail).toMatchObject({ code: ERROR.FIELD_INVALID, msg: 'Please enter a valid e-mail address' });

    const signedOut = (await t.call('feedback/create', { ...base, content: message })).json();
    expect(signedOut.code).toBe(ERROR.TOKEN_EXPIRED);
  });

  it("cannot open, read or add to feedback on another customer's order", async () => {
    const owner = await guest(t);
    const stranger = await guest(t);
    const orderNo = await orderOf(t, owner.token);
    const body = { orderNo, questionTypeId: 'payment', email: 'a@example.com', content: message };
    expect((await feedbackCall('create', body, stranger.token)).code).toBe(ERROR.ORDER_NOT_FOUND);
    expect((await feedbackCall('create', body, owner.token)).code).toBe(1);
    expect((await feedbackCall('getByOrderNo', { orderNo }, stranger.token)).code).toBe(
      ERROR.ORDER_NOT_FOUND,
    );
    expect((await feedbackCall('reply', { orderNo, content: message }, stranger.token)).code).toBe(
      ERROR.ORDER_NOT_FOUND,
    );
    expect((await feedbackCall('list', {}, stranger.token)).data.list).toEqual([]);
  });
});

describe('a thread from question to reply, close and asking again', () => {
  it('moves waiting → replied → closed → waiting, with its records, for the customer and the agent', async () => {
    const me = await guest(t);
    const orderNo = await orderOf(t, me.token);
    expect((await feedbackCall('getByOrderNo', { orderNo }, me.token)).data).toBeNull();

    const created = await feedbackCall(
      'create',
      { orderNo, questionTypeId: 'notReceived', email: 'Buyer@Example.com', content: `  ${message}  ` },
      me.token,
    );
    expect(created.data).toMatchObject({
      orderNo,
      status: FEEDBACK_STATUS.waiting,
      questionTypeContext: 'Order not received',
      email: 'buyer@example.com',
      productName: expect.any(String),
      replyCount: 0,
      records: [{ author: 'customer', content: message, images: [] }],
    });
    const again = await feedbackCall(
      'create',
      { orderNo, questionTypeId: 'refund', email: 'b@example.com', content: message },
      me.token,
    );
    expect(again.code).toBe(ERROR.FEEDBACK_EXISTS);

    const queue = (await admin(t.app, 'feedback/queue', { status: 1 }, agent)).json().data;
    expect(queue.list.find((item: { orderNo: string }) => item.orderNo === orderNo)).toMatchObject({
      customerId: me.userId,
      lastMessage: message,
      status: 1,
    });

    const seen = (await admin(t.app, 'feedback/get', { orderNo }, agent)).json().data;
    expect(seen.order).toMatchObject({ orderNo, status: 'waitingPayment', quantity: 1 });
    // The agent's view names no payment detail or code: the contract has no such field.
    const json = JSON.stringify(seen);
    for (const secret of ['payAmount', 'paymentMethod', 'playerId', 'codes', 'unitPrice']) {
      expect(json).not.toContain(secret);
    }

    const replied = (
      await admin(t.app, 'feedback/reply', { orderNo, content: 'We have resent your top-up.' }, agent)
    ).json().data;
    expect(replied).toMatchObject({ status: FEEDBACK_STATUS.replied, replyCount: 1 });

    const mine = (await feedbackCall('getByOrderNo', { orderNo }, me.token, 'ru')).data;
    expect(mine).toMatchObject({ status: 2, replyCount: 1, questionTypeContext: 'Заказ не получен' });
    expect(mine.records.map((r: { author: string; authorName: string }) => [r.author, r.authorName])).toEqual(
      [
        ['customer', ''],
        ['agent', 'Alex (support)'],
      ],
    );

    const closed = (await admin(t.app, 'feedback/close', { orderNo }, agent)).json().data;
    expect(closed.status).toBe(FEEDBACK_STATUS.closed);
    const late = (await admin(t.app, 'feedback/reply', { orderNo, content: 'One more thing' }, agent)).json();
    expect(late).toMatchObject({ code: ERROR.FEEDBACK_ENDED, msg: 'This feedback has ended' });

    const asked = await feedbackCall(
      'reply',
      { orderNo, content: 'It still has not arrived, please check' },
      me.token,
    );
    expect(asked.data).toMatchObject({ status: FEEDBACK_STATUS.waiting, replyCount: 1 });
    expect(asked.data.records).toHaveLength(3);
    const list = (await feedbackCall('list', {}, me.token)).data.list;
    expect(list).toEqual([expect.objectContaining({ orderNo, status: 1, replyCount: 1 })]);
  });
});

describe('/api/admin', () => {
  it('refuses every call without an agent session: none, a customer token, a signed-out agent', async () => {
    const customer = await guest(t);
    for (const token of [undefined, customer.token, 'not-a-token']) {
      const res = (await admin(t.app, 'feedback/queue', {}, token)).json();
      expect(res).toMatchObject({ code: ERROR.NOT_AN_AGENT, data: null });
    }
    const wrong = (
      await admin(t.app, 'agent/login', { email: 'agent@storefront.test', password: 'wrong' })
    ).json();
    expect(wrong.code).toBe(ERROR.WRONG_CREDENTIALS);

    const token = await agentToken(t.app);
    expect((await admin(t.app, 'agent/me', {}, token)).json().data).toMatchObject({ name: 'Alex (support)' });
    await admin(t.app, 'agent/logout', {}, token);
    expect((await admin(t.app, 'agent/me', {}, token)).json().code).toBe(ERROR.NOT_AN_AGENT);
  });

  it('is described in /api/docs from its contracts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of Object.keys(adminCalls)) {
      expect(doc.paths[`/api/admin/${path}`]?.post, path).toBeDefined();
    }
    const reply = doc.paths['/api/admin/feedback/reply'].post;
    expect(reply.summary).toBe(adminCalls['feedback/reply'].summary);
    expect(reply.description).toContain('-1303 (This feedback has ended)');
  });

  it('answers -1302 for a thread that does not exist', async () => {
    const res = (await admin(t.app, 'feedback/get', { orderNo: '261121000000000000' }, agent)).json();
    expect(res.code).toBe(ERROR.FEEDBACK_NOT_FOUND);
  });
});

describe('an agent', () => {
  it('attaches an uploaded image to a reply, which the customer sees', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const me = await guest(t);
    const orderNo = await orderOf(t, me.token);
    await feedbackCall(
      'create',
      { orderNo, questionTypeId: 'other', email: 'c@example.com', content: message },
      me.token,
    );

    const sign = (await admin(t.app, 'file/getSignature', {}, agent)).json().data;
    const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
    const upload = { tmpSecretId, tmpSecretKey, sessionToken, contentType: 'image/png', size: png.length };
    const target = (await admin(t.app, 'file/createUpload', upload, agent)).json().data;
    await t.app.inject({ method: 'PUT', url: target.url, headers: target.headers, payload: png });
    const file = (await admin(t.app, 'file/confirm', { key: target.key }, agent)).json().data;

    // A customer cannot use the agent's upload credential.
    const stolen = (await t.call('file/createUpload', upload, { authorization: me.token })).json();
    expect(stolen.code).toBe(ERROR.UPLOAD_SIGNATURE_EXPIRED);

    const reply = { orderNo, content: 'Here is where to find it', images: [file.key] };
    expect((await admin(t.app, 'feedback/reply', reply, agent)).json().code).toBe(1);
    const seen = (await feedbackCall('getByOrderNo', { orderNo }, me.token)).data;
    expect(seen.records[1].images).toEqual([
      expect.objectContaining({ key: file.key, contentType: 'image/png' }),
    ]);
  });
});
