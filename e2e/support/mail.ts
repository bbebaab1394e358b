import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR, type CaughtMail } from './mail-catcher';

/** A new address for each test, so tests never read each other's mail or meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

const LINK = /https?:\/\/\S+\/verifyEmail\?token=[A-Za-z0-9_-]+/;
const CODE = /\b\d{6}\b/;

function mailTo(address: string, since: number): CaughtMail[] {
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.receivedAt >= since && mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for a mail to `address`, received at or after `since` (epoch ms), whose text matches
 * `pattern`, and returns the match. Mail is sent by a job after the call that caused it, so an
 * earlier mail (the registration link) may still arrive after a later call started.
 */
async function waitForMatch(address: string, since: number, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = mailTo(address, since)
          .map((mail) => pattern.exec(mail.text)?.[0])
          .filter(Boolean)
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, message: `${what} in a mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The verification link mailed to `address` since `since`. */
export function verifyLink(address: string, since: number): Promise<string> {
  return waitForMatch(address, since, LINK, 'a verification link');
}

/** The 6-digit code mailed to `address` since `since`. */
export function mailedCode(address: string, since: number): Promise<string> {
  return waitForMatch(address, since, CODE, 'a 6-digit code');
}

const ORDER_LINK = /https?:\/\/\S+\/orderDetail\?orderNo=\d{18}&key=[A-Za-z0-9_-]{43}/;

/** The order link (receipt or lookup) mailed to `address` since `since`. */
export function orderLink(address: string, since: number): Promise<string> {
  return waitForMatch(address, since, ORDER_LINK, 'an order link');
}

const INVITATION_LINK = /https?:\/\/\S+\/console\/invitation\?token=[A-Za-z0-9_-]+/;

/** The staff invitation link mailed to `address` since `since`. */
export function invitationLink(address: string, since: number): Promise<string> {
  return waitForMatch(address, since, INVITATION_LINK, 'an invitation link');
}

/** Waits for a mail to `address` since `since` whose text holds `text` (a receipt's order number, a code). */
export function mailContaining(address: string, since: number, text: string): Promise<string> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return waitForMatch(address, since, new RegExp(escaped), `"${text}"`);
}
