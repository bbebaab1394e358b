import { expect, test } from '@playwright/test';
import { signInWithCode, signInWithPassword, submitRegistration } from './support/account';
import { buy } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';
import { cookieValue, sessionToken } from './support/session';

// Issue 11, item 1 (pre-account takeover): someone registers the owner's address with a password of
// their own. The owner, who never saw that, signs in by e-mailed code; from then on the attacker's
// password is no way in, and the attacker reads none of the owner's orders.

const { en } = messages;

test("an address registered by someone else is its owner's once they sign in by code", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('victim');
  const attackerPassword = 'attacker-42';

  // The attacker registers the owner's address in a browser of their own.
  const attackerContext = await browser.newContext({ baseURL });
  const attacker = await attackerContext.newPage();
  await attacker.goto('/en');
  await sessionToken(attacker);
  await submitRegistration(attacker, 'en', email, attackerPassword);
  // Registering signed nobody in, and the address proves nothing yet: the password is no way in.
  expect(await cookieValue(attackerContext, 'email')).toBeUndefined();
  await attacker.goto('/en/login');
  // A click before the freshly loaded page has hydrated does nothing; a customer clicks again.
  await expect(async () => {
    await signInWithPassword(attacker.getByRole('main'), en, email, attackerPassword);
    await expect(attacker.getByRole('main').getByText(en.auth.notVerifiedHint)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
  expect(await cookieValue(attackerContext, 'email')).toBeUndefined();

  // The owner shops as a guest, then signs in with a code e-mailed to the address.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  const orderNo = await buy(owner, 'en', 'mecha-arena', { playerId: '5678901' });
  await owner.goto('/en/login');
  const main = owner.getByRole('main');
  await signInWithCode(owner, en, email);
  // The owner is told that the password someone chose is gone, and how to sign in from now on.
  await expect(main.getByRole('heading', { name: en.auth.passwordClearedTitle })).toBeVisible();
  await expect(main.getByText(en.auth.passwordClearedText)).toBeVisible();
  await main.getByRole('button', { name: en.auth.continue }).click();
  await expect(owner).toHaveURL(/\/en$/);
  await expect.poll(() => cookieValue(ownerContext, 'email')).toBe(email);
  // The guest's order came along into the account.
  await owner.goto('/en/myOrder');
  await expect(owner.getByRole('main').getByRole('link', { name: new RegExp(orderNo) })).toBeVisible();

  // The attacker's password no longer works, and the attacker's session reads nothing of the owner's.
  await attacker.goto('/en/login');
  await expect(async () => {
    await signInWithPassword(attacker.getByRole('main'), en, email, attackerPassword);
    await expect(
      attacker.getByRole('main').getByRole('alert').filter({ hasText: en.apiErrors['-1002'] }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass();
  expect(await cookieValue(attackerContext, 'email')).toBeUndefined();
  const attackerToken = await cookieValue(attackerContext, 'token');
  const read = await attacker.request.post('/api/web/order/orderDetail', {
    headers: { Authorization: attackerToken!, Lang: 'en' },
    data: { orderNo },
  });
  expect((await read.json()).code).toBe(-1204);
  await attacker.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(attacker.getByRole('heading', { name: en.orders.notFound })).toBeVisible();
  await attacker.goto('/en/myOrder');
  await expect(attacker.getByRole('main').getByRole('link', { name: new RegExp(orderNo) })).toHaveCount(0);

  await attackerContext.close();
  await ownerContext.close();
});

test('a link opened in another browser than the one that registered confirms the address but signs nobody in', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('elsewhere');
  const registrantContext = await browser.newContext({ baseURL });
  const registrant = await registrantContext.newPage();
  await registrant.goto('/ru');
  await sessionToken(registrant);
  const link = await submitRegistration(registrant, 'ru', email, 'chosen-42');
  await registrantContext.close();

  // The mailbox's reader, on another device.
  const readerContext = await browser.newContext({ baseURL });
  const reader = await readerContext.newPage();
  await reader.goto('/ru');
  await sessionToken(reader);
  await reader.goto(link);
  await expect(reader).toHaveURL(/\/ru\/verifyEmail\/verifySuccess\?signIn=1&passwordCleared=1$/);
  const main = reader.getByRole('main');
  await expect(main.getByText(messages.ru.auth.verifySignInText)).toBeVisible();
  await expect(main.getByText(messages.ru.auth.passwordClearedText)).toBeVisible();
  expect(await cookieValue(readerContext, 'email')).toBeUndefined();
  await main.getByRole('link', { name: messages.ru.auth.signIn }).click();
  await expect(reader).toHaveURL(/\/ru\/login$/);
  await signInWithPassword(reader.getByRole('main'), messages.ru, email, 'chosen-42');
  // The refusal is kept on the form (and toasted for a second).
  await expect(
    reader.getByRole('main').getByRole('alert').filter({ hasText: messages.ru.apiErrors['-1002'] }),
  ).toBeVisible();
  await readerContext.close();
});
