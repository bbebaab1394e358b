import { COOKIE, COOKIE_MAX_AGE, readCookie, writeCookie } from '../cookies';

const STORAGE_KEY = COOKIE.deviceId;
// The contract's DeviceId rule, restated so the browser bundle does not carry zod.
const VALID = /^[A-Za-z0-9_-]{16,128}$/;

function fromStorage(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, policies): the cookie still works
  }
}

/** The device id from the cookie, else from local storage (spec section 4). */
export function storedDeviceId(): string | undefined {
  return [readCookie(COOKIE.deviceId), fromStorage()].find((id) => id !== undefined && VALID.test(id));
}

function save(id: string): void {
  writeCookie(COOKIE.deviceId, id, { maxAge: COOKIE_MAX_AGE.deviceId });
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // see fromStorage
  }
}

/** 128 random bits, base64url: what makes the id unguessable even when the fingerprint is not. */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A worker that does not answer by then is given up: the id is then the random part alone. */
const FINGERPRINT_TIMEOUT_MS = 3000;

/** The browser fingerprint of spec section 4, from a worker (see fingerprint.worker.ts); '' if none. */
function fingerprint(): Promise<string> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./fingerprint.worker.ts', import.meta.url));
    } catch {
      return resolve(''); // no workers here (old browser, policy)
    }
    const done = (value: string) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(value.replace(/[^A-Za-z0-9_-]/g, ''));
    };
    const timer = setTimeout(() => done(''), FINGERPRINT_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<string>) => done(String(event.data));
    worker.onerror = () => done('');
    // The screen is visible to the page only.
    worker.postMessage(
      [screen.width, screen.height, screen.colorDepth, devicePixelRatio, navigator.maxTouchPoints].join(','),
    );
  });
}

/** The stored device id, or a new one (fingerprint + random bits) saved to cookie and storage. */
export async function ensureDeviceId(): Promise<string> {
  const stored = storedDeviceId();
  if (stored) {
    save(stored); // keep cookie and storage in step when only one of them survived
    return stored;
  }
  const id = [await fingerprint(), randomPart()].filter(Boolean).join('-');
  save(id);
  return id;
}
