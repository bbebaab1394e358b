import { IntlMessageFormat } from 'intl-messageformat';
import { type Lang, LANGUAGE_TAG } from './locale.ts';

/**
 * Fills a message's placeholders (ICU MessageFormat, the syntax of the web's message files) in a
 * language's own number and plural rules: the one filler of the API's texts.
 */
export function formatMessage(
  template: string,
  values: Record<string, string | number>,
  lang: Lang = 'en',
): string {
  return String(new IntlMessageFormat(template, LANGUAGE_TAG[lang]).format(values));
}
