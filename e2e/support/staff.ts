import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { SUCCESS_CODE } from '@storefront/contracts/envelope';
import { CONSOLE_CALL_HEADER, STAFF_COOKIE } from '@storefront/contracts/staff-session';
import { Secret, TOTP } from 'otpauth';
import { messages } from './messages';

const { en } = messages;

/** The suite's own store database (scripts/e2e-server.mjs runs it on its embedded PostgreSQL). */
const DATABASE = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/storefront`;
const ROOT = path.resolve(__dirname, '../..');

export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * Makes a staff member as a store's operator does on the server: `npm run staff:create` against the
 * store's database, the password in STAFF_PASSWORD (kept out of the command line, as the README says).
 */
export async function createStaff(account: StaffAccount, role: 'owner' | 'operator' | 'agent') {
  await promisify(execFile)(
    'npm',
    ['run', '--silent', 'staff:create', '-w', 'apps/api', '--'].concat([
      '--email',
      account.email,
      '--name',
      account.name,
      '--role',
      role,
    ]),
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: DATABASE, STAFF_PASSWORD: account.password } },
  );
}

/** The last 30-second step whose code this run has sent, per secret: the store takes a code once. */
const usedSteps = new Map<string, number>();

/**
 * A TOTP code for `secret` as an authenticator app shows it: this step's, or the next one's (the
 * store allows a step either side) when this step's has been sent already; else it waits for the
 * clock to reach a fresh step.
 */
export async function totpCode(secret: string): Promise<string> {
  let step: number | undefined;
  await expect
    .poll(
      () => {
        const now = Math.floor(Date.now() / 30_000);
        step = [now, now + 1].find((candidate) => candidate > (usedSteps.get(secret) ?? -1));
        return step !== undefined;
      },
      { timeout: 45_000, intervals: [1_000], message: 'a TOTP step not used yet' },
    )
    .toBe(true);
  usedSteps.set(secret, step!);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: step! * 30_000 });
}

/** The key to type by hand, from the enrolment shown on the page. */
export async function manualKey(page: Page): Promise<string> {
  const key = page.getByTestId('totp-key');
  await expect(key).toHaveText(/^[A-Z2-7]{32}$/);
  return (await key.innerText()).trim();
}

/** Fills the console's sign-in (e-mail and password) and presses Sign in. */
export async function submitConsolePassword(page: Page, account: StaffAccount) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: en.console.signInTitle })).toBeVisible();
  await main.getByLabel(en.console.email).fill(account.email);
  await main.getByLabel(en.console.password).fill(account.password);
  await main.getByRole('button', { name: en.console.signIn, exact: true }).click();
}

/** The console's top bar once signed in: "Name (Role)". */
export function signedInAs(page: Page, account: StaffAccount, role: 'owner' | 'operator' | 'agent') {
  return page
    .getByRole('banner')
    .getByText(
      en.console.signedInAs.replace('{name}', account.name).replace('{role}', en.console[`role_${role}`]),
    );
}

/**
 * An owner or operator made on the command line signs in to the console for the first time: the
 * password, then TOTP enrolment (the key typed by hand, a code from it), then the recovery codes.
 * Answers the TOTP secret.
 */
export async function enrolAtConsole(page: Page, account: StaffAccount, lang = 'en'): Promise<string> {
  await page.goto(`/${lang}/console`);
  await submitConsolePassword(page, account);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: en.console.enrolTitle })).toBeVisible();
  const secret = await manualKey(page);
  await main.getByLabel(en.console.code).fill(await totpCode(secret));
  await main.getByRole('button', { name: en.console.continue }).click();
  await expect(main.getByRole('heading', { name: en.console.recoveryTitle })).toBeVisible();
  await main.getByRole('button', { name: en.console.recoverySaved }).click();
  return secret;
}

/** Whether the page is wider than its window (a phone would slide it sideways): the widths, when so. */
export async function horizontalOverflow(page: Page): Promise<string | undefined> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth
    ? `${page.url()}: ${scrollWidth} px wide (window ${innerWidth})`
    : undefined;
}

/**
 * A customer-service agent (password only) opens the old agent console's address: it is the
 * console's Support area now, where they sign in with the console's form.
 */
export async function signInToSupport(page: Page, agent: { email: string; password: string }) {
  await page.goto('/en/agent');
  await expect(page).toHaveURL(/\/en\/console\/support$/);
  await submitConsolePassword(page, { ...agent, name: '' });
  await expect(page.getByRole('banner').getByText(`(${en.console.role_agent})`)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: en.console.nav })
      .getByRole('link', { name: en.console.agentConsole }),
  ).toHaveAttribute('aria-current', 'page');
}

/**
 * Issue 26: a signed-in console keeps its session only in the API's HttpOnly cookie, sent with the
 * console's calls alone; nothing a script of the page can read (`document.cookie`, `localStorage`,
 * `sessionStorage`) holds the token.
 */
export async function expectSessionOutOfScripts(page: Page) {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === STAFF_COOKIE.name);
  expect(session, 'the console session cookie').toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: STAFF_COOKIE.path,
  });
  expect(session!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
  }));
  for (const [where, text] of Object.entries(readable)) {
    expect(text, `${where} holds no staff token`).not.toContain(session!.value);
  }
  expect(readable.cookie).not.toContain(STAFF_COOKIE.name);
}

/**
 * A console call as the console's own page makes it, with the signed-in staff member's session (the
 * browser's HttpOnly cookie) and the console's header: for what a test reads or puts back around
 * what it does through the screens.
 */
export async function consoleCall<T>(page: Page, call: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ call, body, header }) => {
      const res = await fetch(`/api/admin/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en', [header]: '1' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; data: unknown };
    },
    { call, body, header: CONSOLE_CALL_HEADER },
  );
  expect(answer, `${call} answered`).toMatchObject({ code: SUCCESS_CODE });
  return answer.data as T;
}
