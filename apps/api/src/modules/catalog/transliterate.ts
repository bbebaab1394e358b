/**
 * Russian letters as Russians spell a Latin game name by ear ("старфол" for Starfall): each to
 * the Latin letters of its sound. Hard and soft signs have none.
 */
const LETTERS = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'];
const LATIN = 'a b v g d e e zh z i i k l m n o p r s t u f h ts ch sh sch - i - e yu ya'.split(' ');
const SOUNDS = new Map(LETTERS.map((letter, index) => [letter, LATIN[index]!.replace('-', '')]));

export const hasCyrillic = (text: string) => /\p{Script=Cyrillic}/u.test(text);

/** Lower-case Russian letters in Latin ones; anything else as it is. */
export function transliterate(text: string): string {
  return [...text].map((char) => SOUNDS.get(char) ?? char).join('');
}

/**
 * Latin text with the spellings one sound takes folded together (c, ck, q and k; y and i; w and
 * v; ph and f; a doubled letter and one), so a name heard and a name written can meet.
 */
export function soundKey(text: string): string {
  return text
    .replace(/ck|c|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/(\p{L})\1+/gu, '$1');
}
