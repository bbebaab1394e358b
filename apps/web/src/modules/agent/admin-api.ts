import type { AdminCallData, AdminCallPath, AdminCallRequest, Agent } from '@storefront/contracts/admin';
import { SUCCESS_CODE } from '@storefront/contracts/envelope';
import { ERROR } from '@storefront/contracts/constants';
import { HEADER } from '@storefront/contracts/headers';
import { CONSOLE_CALL_HEADER } from '@storefront/contracts/staff-session';
import { notifyError } from '@/lib/notify';

/**
 * Who is signed in to the console in this browser, and until when: nothing secret. The session
 * itself is the API's HttpOnly cookie (`STAFF_COOKIE`), which no script reads, so a script on a
 * storefront page finds no staff token here (issue 26).
 */
export interface ConsoleSignIn {
  tokenExpireTime: number;
  agent: Agent;
}

/** Kept apart from the customer's cookies, so one browser can be both. */
const STORAGE_KEY = 'consoleSignIn';
/** Where a browser signed in before issue 26 kept the session with its token: removed on sight. */
const OLD_SESSION_KEY = 'agentSession';
let oldSessionRemoved = false;

/** The stored sign-in as text (a stable snapshot for useSyncExternalStore); null when none. */
export function storedAgentSessionText(): string | null {
  if (!oldSessionRemoved) {
    localStorage.removeItem(OLD_SESSION_KEY);
    oldSessionRemoved = true;
  }
  return localStorage.getItem(STORAGE_KEY);
}

export function parseAgentSession(text: string | null | undefined): ConsoleSignIn | undefined {
  try {
    const session = JSON.parse(text ?? 'null') as ConsoleSignIn | null;
    return session && session.tokenExpireTime > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

/** Told when the session is kept or ended, here or by a refused call. */
const changes = new EventTarget();
export function onAgentSessionChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

/** Keeps who signed in (never a token, whatever the answer held), or forgets it. */
export function keepAgentSession(session: ConsoleSignIn | undefined): void {
  if (session) {
    const { tokenExpireTime, agent } = session;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ tokenExpireTime, agent }));
  } else localStorage.removeItem(STORAGE_KEY);
  changes.dispatchEvent(new Event('change'));
}

/**
 * The headers of every console call: the browser adds the session's cookie itself, and the console's
 * header proves to the API that the call comes from the console's page (no other site can add it).
 */
export function consoleHeaders(): Record<string, string> {
  return {
    'content-type': 'application/json',
    [HEADER.lang]: document.documentElement.dataset.lang ?? 'en',
    [CONSOLE_CALL_HEADER]: '1',
  };
}

export type AdminAnswer<P extends AdminCallPath> =
  { ok: true; data: AdminCallData<P> } | { ok: false; code: number; msg: string };

/**
 * One `POST /api/admin/<path>` in the staff member's session. A failure's message is a toast, as on
 * the storefront; a refused session (-1001, -1330) ends the console's sign-in.
 */
export async function callAdmin<P extends AdminCallPath>(
  path: P,
  body: AdminCallRequest<P>,
): Promise<AdminAnswer<P>> {
  let answer: { code: number; msg: string; data: AdminCallData<P> };
  try {
    const response = await fetch(`/api/admin/${path}`, {
      method: 'POST',
      headers: consoleHeaders(),
      body: JSON.stringify(body),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    console.error(`API admin/${path} failed`, error);
    return { ok: false, code: 0, msg: '' };
  }
  if (answer.code === SUCCESS_CODE) return { ok: true, data: answer.data };
  if (path !== 'agent/login' && (answer.code === ERROR.NOT_AN_AGENT || answer.code === ERROR.TOKEN_EXPIRED)) {
    keepAgentSession(undefined);
  }
  notifyError(answer.msg);
  return { ok: false, code: answer.code, msg: answer.msg };
}
