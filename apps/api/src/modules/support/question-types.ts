import { FALLBACK_LANG, type Lang, type QuestionType } from '@storefront/contracts';
import { webTexts } from '../../platform/i18n/web-messages.ts';

/** The issue types a feedback can be about (`questionTypes` in the message files), in the select's order. */
const textsOf = (lang: Lang) => webTexts('questionTypes', lang);

export function isQuestionType(id: string): boolean {
  return Object.hasOwn(textsOf(FALLBACK_LANG), id);
}

/** The issue type's text in a language; an id no longer listed shows as itself. */
export function questionTypeText(id: string, lang: Lang): string {
  return textsOf(lang)[id] ?? id;
}

export function questionTypes(lang: Lang): QuestionType[] {
  return Object.entries(textsOf(lang)).map(([id, text]) => ({ id, text }));
}
