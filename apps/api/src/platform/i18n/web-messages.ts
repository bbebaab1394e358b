import { readFileSync } from 'node:fs';
import { FALLBACK_LANG, type Lang } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';

/** The storefront's message files: the API answers in the same words the pages use. */
const MESSAGES_DIR = new URL('../../../../web/messages/', import.meta.url);

type Messages = Record<string, Record<string, unknown>>;
const loaded = new Map<Lang, Messages>();

function messagesOf(lang: Lang): Messages {
  let messages = loaded.get(lang);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`${lang}.json`, MESSAGES_DIR), 'utf8')) as Messages;
    loaded.set(lang, messages);
  }
  return messages;
}

function lookUp(key: string, lang: Lang): string | undefined {
  const [namespace, name] = key.split('.', 2);
  const text = messagesOf(lang)[namespace!]?.[name!];
  return typeof text === 'string' ? text : undefined;
}

/**
 * A text of the web's message files by `namespace.key`, its placeholders filled, in a language
 * (English where that file lacks it); undefined when no file has the key.
 */
export function webText(
  key: string,
  lang: Lang,
  values: Record<string, string | number> = {},
): string | undefined {
  const text = lookUp(key, lang) ?? lookUp(key, FALLBACK_LANG);
  return text === undefined ? undefined : formatMessage(text, values, lang);
}
