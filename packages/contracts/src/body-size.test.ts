import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { largestBody } from './body-size.ts';
import { LANGS } from './locale.ts';
import { SavePageRequest } from './console-content.ts';

const OPEN = 64 * 1024;

describe('largestBody', () => {
  it('holds the largest body the schema accepts, written with the costliest escapes', () => {
    const schema = z.object({
      name: z.string().max(10),
      tags: z.array(z.string().max(3)).max(4),
      on: z.boolean(),
      at: z.number().nullable(),
    });
    const largest = {
      name: '\u0001'.repeat(10),
      tags: Array.from({ length: 4 }, () => '\u0001'.repeat(3)),
      on: false,
      at: -Number.MAX_VALUE,
    };
    expect(schema.safeParse(largest).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThanOrEqual(largestBody(schema, OPEN));
  });

  it('counts a policy page in every language at its longest', () => {
    const page = { title: 'ж'.repeat(200), content: '"'.repeat(50_000) + 'ж'.repeat(50_000) };
    const body = {
      key: 'terms',
      revision: Number.MAX_SAFE_INTEGER,
      texts: Object.fromEntries(LANGS.map((lang) => [lang, page])),
    };
    expect(SavePageRequest.safeParse(body).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(largestBody(SavePageRequest, OPEN));
  });

  it('gives each part the schema leaves open the bytes it is told', () => {
    expect(largestBody(z.object({ note: z.string() }), OPEN)).toBe(2 + (2 + 4 * 6) + 1 + OPEN + 1);
    expect(largestBody(z.array(z.number()), 100)).toBe(102);
  });
});
