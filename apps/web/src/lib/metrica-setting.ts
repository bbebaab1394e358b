import { SUCCESS_CODE } from '@storefront/contracts/envelope';

/** How long the answer is used before it is asked again (in the background). */
const REFRESH_MS = 60_000;

let known: boolean | undefined;
let askedAt = 0;
let asking: Promise<boolean> | undefined;

const apiOrigin = () => process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

async function ask(): Promise<boolean> {
  try {
    const response = await fetch(`${apiOrigin()}/api/web/system/yandexTagInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
    const answer = (await response.json()) as { code?: number; data?: { tagId?: string | null } };
    return answer.code === SUCCESS_CODE ? Boolean(answer.data?.tagId) : (known ?? false);
  } catch {
    // The API is down or starting: the last answer stands (the pages say what is wrong).
    return known ?? false;
  }
}

/**
 * Whether the site settings name a Yandex Metrica counter (system/yandexTagInfo), for the pages'
 * policy to allow its hosts only then. Asked once a minute at most and never on a page's way: a
 * request waits only for the very first answer of the process.
 */
export async function metricaConfigured(): Promise<boolean> {
  if (Date.now() - askedAt > REFRESH_MS) {
    askedAt = Date.now();
    asking = ask().then((value) => (known = value));
  }
  return known ?? (await asking!);
}
