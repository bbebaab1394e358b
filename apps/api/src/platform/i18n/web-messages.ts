import { readFileSync } from 'node:fs';
import { type ErrorCode, FALLBACK_LANG, type Lang } from '@storefront/contracts';
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

const namespaces = new Map<string, Readonly<Record<string, string>>>();

/**
 * A namespace of the message files in a language, each text missing there taken from English, in
 * the English file's order. Built once per namespace and language.
 */
export function webTexts(namespace: string, lang: Lang): Readonly<Record<string, string>> {
  const key = `${namespace}\u0000${lang}`;
  let texts = namespaces.get(key);
  if (!texts) {
    const english = messagesOf(FALLBACK_LANG)[namespace] ?? {};
    const own = messagesOf(lang)[namespace] ?? {};
    const merged: Record<string, string> = {};
    for (const [name, text] of Object.entries({ ...english, ...own })) {
      if (typeof text === 'string') merged[name] = text;
    }
    texts = Object.freeze(merged);
    namespaces.set(key, texts);
  }
  return texts;
}

/** An error code's text (`apiErrors`) in a language, its slots filled: the `msg` of every failure. */
export function errorMessage(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return webText(`apiErrors.${code}`, lang, params) ?? String(code);
}
