import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      databaseUrl: undefined,
      port: 3001,
      host: '127.0.0.1',
      role: 'all',
      embeddedPgPort: 54329,
      publicUrl: 'http://localhost:3000',
      cdnHost: undefined,
      enabledPathCodes: ['en', 'ru'],
      sessionTtlMs: 30 * 24 * 3600 * 1000,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../..', '.data'));
  });

  it('reads and normalises values', () => {
    const config = loadConfig({
      API_PORT: '4000',
      ROLE: 'worker',
      ENABLED_LANGS: ' EN, ru ,ph ',
      CDN_HOST: 'https://cdn.example.com/',
      SESSION_TTL_DAYS: '7',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({
      port: 4000,
      role: 'worker',
      enabledPathCodes: ['en', 'ru', 'ph'],
      cdnHost: 'https://cdn.example.com',
      sessionTtlMs: 7 * 24 * 3600 * 1000,
      databaseUrl: 'postgres://u@h:5432/db',
    });
  });

  it('names every bad value in one clear error', () => {
    expect(() =>
      loadConfig({ API_PORT: 'abc', ROLE: 'boss', EMBEDDED_PG_PORT: '5432', ENABLED_LANGS: 'en,xx' }),
    ).toThrowError(
      /API_PORT[\s\S]*ROLE[\s\S]*EMBEDDED_PG_PORT: must not be 5432[\s\S]*"xx" is not a path code/,
    );
  });
});
