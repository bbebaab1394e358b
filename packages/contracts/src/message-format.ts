import { IntlMessageFormat } from 'intl-messageformat';
import { type Lang, LANGUAGE_TAG } from './locale.ts';

/** Parsing a message costs far more than filling it: an error answer or a mail fills the same few. */
const parsed = new Map<string, { format: IntlMessageFormat; slots: string[] }>();

/** The names of a message's `{slots}`, wherever they sit (plurals and selects included). */
function slotsOf(elements: ReturnType<IntlMessageFormat['getAst']>, names = new Set<string>()): string[] {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0)
      names.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) slotsOf(option.value, names);
    }
  }
  return [...names];
}

function parse(template: string, lang: Lang) {
  const key = `${lang}\u0000${template}`;
  let message = parsed.get(key);
  if (!message) {
    const format = new IntlMessageFormat(template, LANGUAGE_TAG[lang]);
    message = { format, slots: slotsOf(format.getAst()) };
    parsed.set(key, message);
  }
  return message;
}

/**
 * Fills a message's placeholders (ICU MessageFormat, the syntax of the web's message files) in a
 * language's own number and plural rules: the one filler of the API's texts. A slot given no value,
 * or only blanks, stays visible as `{name}` rather than failing the answer it is part of or leaving
 * a hole a reader cannot see ("Premium ()").
 */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
  lang: Lang = 'en',
): string {
  const { format, slots } = parse(template, lang);
  const filled = Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`]));
  const given = Object.entries(values).filter(([, value]) => typeof value === 'number' || /\S/.test(value));
  return String(format.format({ ...filled, ...Object.fromEntries(given) }));
}
