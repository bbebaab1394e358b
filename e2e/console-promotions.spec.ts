import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ERROR } from '@storefront/contracts/constants';
import { uniqueEmail, verifyLink } from './support/mail';
import { messages } from './support/messages';
import { createStaff, enrolAtConsole, horizontalOverflow } from './support/staff';

// Issue 15, "Promotions" (Done when): an operator creates a promotion coupon template with a budget
// of 10 and its activity in the console; 50 customers claim it at once through the storefront's API
// and exactly 10 get a coupon, the other 40 are told it has run out; the console shows 10 / 10 issued.

const { en } = messages;
const texts = en.consolePromotions;
const CLAIMERS = 50;
const BUDGET = 10;

test.describe.configure({ timeout: 300_000 });

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}

async function call(request: APIRequestContext, path: string, data: object, authorization?: string) {
  const headers: Record<string, string> = { lang: 'en', region: 'RUS', currency: 'RUB' };
  if (authorization) headers.authorization = authorization;
  return (await (await request.post(`/api/web/${path}`, { headers, data })).json()) as Answer;
}

/** A customer registered the way the storefront does it (their own session, the e-mailed link): their token. */
async function registeredCustomer(request: APIRequestContext, label: string): Promise<string> {
  const guest = await call(request, 'auth/loginByDevice', {
    DeviceId: `${label}-${Math.random().toString(36).slice(2)}`,
  });
  const session = guest.data!.token as string;
  const email = uniqueEmail(label);
  const since = Date.now();
  expect(await call(request, 'auth/register', { email, password: 'secret-42' }, session)).toMatchObject({
    code: 1,
  });
  const token = new URL(await verifyLink(email, since)).searchParams.get('token')!;
  const verified = await call(request, 'auth/verifyEmail', { token }, session);
  expect(verified.code, verified.msg).toBe(1);
  return (verified.data!.login as { token: string }).token;
}

const templateCard = (page: Page, name: string) =>
  page.getByRole('list', { name: texts.templates }).getByRole('listitem', { name });

test('a template with a budget of 10 gives out exactly 10 coupons under 50 concurrent claims', async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const templateName = `Ten only ${suffix}`;
  const activityTitle = `Ten coupons, first come ${suffix}`;
  const activityId = `ten-only-${suffix}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const operator = {
    email: `operator-${suffix}@console.test`,
    name: 'Promotions Operator',
    password: 'operator-password-1',
  };
  await createStaff(operator, 'operator');
  await enrolAtConsole(page, operator);
  await page
    .getByRole('navigation', { name: en.console.nav })
    .getByRole('link', { name: texts.nav, exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/console\/promotions$/);

  // The template: 10 % off in roubles, at most ten coupons.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: texts.newTemplate }).click();
  await main.getByLabel(texts.nameIn.replace('{language}', 'English')).fill(templateName);
  await expect(main.getByLabel(texts.kind)).toHaveValue('campaign');
  await main.getByLabel(texts.percentOff).fill('10');
  await main.getByLabel(texts.usableIn.replace('{currency}', 'RUB')).check();
  await main.getByLabel(texts.minSpend.replace('{currency}', 'RUB')).fill('1');
  await main.getByLabel(texts.issueBudget).fill(String(BUDGET));
  expect(await horizontalOverflow(page)).toBeUndefined();
  await main.getByRole('button', { name: texts.create, exact: true }).click();
  await expect(main.getByRole('status')).toHaveText(texts.created);
  const card = templateCard(page, templateName);
  await expect(card).toContainText(texts.state_issuing);
  await expect(card).toContainText(`0 / ${BUDGET}`);

  // Its activity, running from now on.
  await main.getByRole('tab', { name: texts.activities }).click();
  await main.getByRole('button', { name: texts.newActivity }).click();
  await main.getByLabel(texts.activityId).fill(activityId);
  await main
    .getByLabel(texts.template, { exact: true })
    .selectOption({ label: `${templateName} (budget ${BUDGET})` });
  await main.getByLabel(texts.titleIn.replace('{language}', 'English')).fill(activityTitle);
  expect(await horizontalOverflow(page)).toBeUndefined();
  await main.getByRole('button', { name: texts.create, exact: true }).click();
  await expect(main.getByRole('status')).toHaveText(texts.created);
  const activity = page
    .getByRole('list', { name: texts.activities })
    .getByRole('listitem', { name: activityTitle });
  await expect(activity).toContainText(texts.activity_running);
  await expect(activity.getByRole('link', { name: texts.openPage })).toHaveAttribute(
    'href',
    `/en/activity/${activityId}`,
  );

  // Fifty customers, each in a session of their own, claim at once.
  const tokens: string[] = [];
  // Registered five at a time (each waits for its e-mailed link); they claim all at once.
  for (let batch = 0; batch < CLAIMERS / 5; batch++) {
    tokens.push(
      ...(await Promise.all(Array.from({ length: 5 }, () => registeredCustomer(page.request, 'claimer')))),
    );
  }
  const answers = await Promise.all(
    tokens.map((token) => call(page.request, 'couponActivity/claim', { id: activityId }, token)),
  );
  expect(answers.filter((answer) => answer.code === 1)).toHaveLength(BUDGET);
  const refused = answers.filter((answer) => answer.code !== 1);
  expect(refused).toHaveLength(CLAIMERS - BUDGET);
  for (const answer of refused) {
    expect(answer).toMatchObject({ code: ERROR.COUPON_RUN_OUT, msg: en.apiErrors['-1407'] });
  }

  // The console: 10 of 10 issued, run out; the activity counts its ten customers.
  await page.reload();
  await main.getByRole('tab', { name: texts.templates }).click();
  await expect(card).toContainText(`${BUDGET} / ${BUDGET}`);
  await expect(card).toContainText(texts.state_runOut);
  expect(await horizontalOverflow(page)).toBeUndefined();
  await main.getByRole('tab', { name: texts.activities }).click();
  await expect(activity).toContainText(`${BUDGET} customers`);

  // The activity's page tells a customer it has run out.
  await page.goto(`/en/activity/${activityId}`);
  await expect(page.getByRole('main').getByText(en.coupons.runOut)).toBeVisible();

  // Its coupons were issued: the editor keeps its terms and offers a new template instead.
  await page.goto('/en/console/promotions');
  await templateCard(page, templateName).getByRole('button', { name: texts.edit }).click();
  await expect(main.getByRole('button', { name: texts.copyAsNew })).toBeVisible();
  await expect(main.getByLabel(texts.percentOff)).toBeDisabled();
});
