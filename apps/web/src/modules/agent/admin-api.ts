import type { AdminCallData, AdminCallPath, AdminCallRequest, AgentLogin } from '@storefront/contracts/admin';
import { SUCCESS_CODE } from '@storefront/contracts/envelope';
import { ERROR } from '@storefront/contracts/constants';
import { HEADER } from '@storefront/contracts/headers';
import { notifyError } from '@/lib/notify';

/** The agent's session in this browser: apart from the customer's cookies, so one browser can be both. */
const STORAGE_KEY = 'agentSession';

/** The stored session as text (a stable snapshot for useSyncExternalStore); null when none. */
export function storedAgentSessionText(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

export function parseAgentSession(text: string | null | undefined): AgentLogin | undefined {
  try {
    const session = JSON.parse(text ?? 'null') as AgentLogin | null;
    return session && session.tokenExpireTime > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

/** Told when the session is kept or ended, here or by a refused token. */
const changes = new EventTarget();
export function onAgentSessionChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

export function keepAgentSession(session: AgentLogin | undefined): void {
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
  changes.dispatchEvent(new Event('change'));
}

export type AdminAnswer<P extends AdminCallPath> =
  { ok: true; data: AdminCallData<P> } | { ok: false; code: number; msg: string };

/**
 * One `POST /api/admin/<path>` with the agent's token. A failure's message is a toast, as on the
 * storefront; a refused token (-1001, -1330) ends the console's session.
 */
export async function callAdmin<P extends AdminCallPath>(
  path: P,
  body: AdminCallRequest<P>,
): Promise<AdminAnswer<P>> {
  const token = parseAgentSession(storedAgentSessionText())?.token;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADER.lang]: document.documentElement.dataset.lang ?? 'en',
  };
  if (token) headers[HEADER.authorization] = token;
  let answer: { code: number; msg: string; data: AdminCallData<P> };
  try {
    const response = await fetch(`/api/admin/${path}`, {
      method: 'POST',
      headers,
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
