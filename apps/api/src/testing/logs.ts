import { Writable } from 'node:stream';
import { createLogger } from '../platform/logger.ts';

/**
 * A logger keeping every line, from trace up, in `lines`: for the tests that read what the store
 * logged (never a secret, a code or an address).
 */
export function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'trace', destination }) };
}
