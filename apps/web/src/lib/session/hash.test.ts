import { describe, expect, it } from 'vitest';
import { hashHex } from './hash';

describe('hashHex', () => {
  it('gives 32 hex digits, the same for the same input', () => {
    expect(hashHex('canvas|webgl')).toMatch(/^[0-9a-f]{32}$/);
    expect(hashHex('canvas|webgl')).toBe(hashHex('canvas|webgl'));
  });

  it('tells apart inputs that differ in one character or one byte', () => {
    expect(hashHex('Europe/Moscow')).not.toBe(hashHex('Europe/Moscoq'));
    expect(hashHex(new Uint8ClampedArray([0, 1, 2]))).not.toBe(hashHex(new Uint8ClampedArray([0, 1, 3])));
  });

  it('reads bytes as it reads character codes', () => {
    expect(hashHex(new Uint8ClampedArray([65, 66]))).toBe(hashHex('AB'));
  });
});
