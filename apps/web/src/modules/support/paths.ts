import { localePath } from '@/lib/routes';

/** The live chat with customer service (spec section 2: /{lang}/chat/customerService). */
export function customerServicePath(prefix: string): string {
  return `${localePath(prefix, 'chat')}/customerService`;
}

/** The query that marks the chat page as shown inside the floating button's frame: no header or footer. */
export const FRAME_PARAM = 'frame';

export function chatFramePath(prefix: string): string {
  return `${customerServicePath(prefix)}?${FRAME_PARAM}=1`;
}
