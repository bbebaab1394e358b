import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadFailure, mayReload } from './chunk-reload';

describe('reload after a page part fails to load', () => {
  it('recognises chunk failures of webpack, Turbopack and native module loading', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadFailure(chunkError)).toBe(true);
    expect(isChunkLoadFailure(new Error('Failed to load chunk /_next/static/chunks/ab12.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadFailure('Loading CSS chunk app/page failed')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const now = 1_000_000;
    expect(mayReload(undefined, now)).toBe(true);
    expect(mayReload(now - 1_000, now)).toBe(false);
    expect(mayReload(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false);
    expect(mayReload(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
  });
});
