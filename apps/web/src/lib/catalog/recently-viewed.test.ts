import { describe, expect, it } from 'vitest';
import { parseViewed, rememberViewed, type ViewedEntry } from './recently-viewed';

const entry = (id: string): ViewedEntry => ({ id, name: id.toUpperCase(), imageUrl: `/catalog/${id}.svg` });
const ids = (list: ViewedEntry[]) => list.map((item) => item.id);

describe('recently viewed', () => {
  it('puts the newest first and keeps each id once', () => {
    expect(ids(rememberViewed([entry('a'), entry('b')], entry('b')))).toEqual(['b', 'a']);
  });

  it('drops the last entry past four', () => {
    const four = ['d', 'c', 'b', 'a'].map(entry);
    expect(ids(rememberViewed(four, entry('e')))).toEqual(['e', 'd', 'c', 'b']);
  });

  it('reads the cookie, dropping duplicates and anything malformed', () => {
    const cookie = JSON.stringify([entry('a'), entry('a'), { id: 'x' }, { name: 'y' }, 7, entry('b')]);
    expect(parseViewed(cookie)).toEqual([entry('a'), entry('b')]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('{"id":"a"}')).toEqual([]);
    expect(parseViewed(undefined)).toEqual([]);
  });
});
