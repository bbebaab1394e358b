/** Failure messages for the toaster; the API client announces, the Toaster component shows. */
const bus = new EventTarget();
const EVENT = 'storefront:error';

export function notifyError(message: string): void {
  if (message) bus.dispatchEvent(new CustomEvent<string>(EVENT, { detail: message }));
}

export function onError(listener: (message: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  bus.addEventListener(EVENT, handler);
  return () => bus.removeEventListener(EVENT, handler);
}
