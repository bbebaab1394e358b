import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * Run as root, the embedded PostgreSQL drops to the `postgres` user, which owns none of the folders
 * on the way to the project (a private home folder, a `mktemp -d` folder): without the execute bit
 * for others, initdb dies with a bare EACCES. Thrown before that happens, with what to do instead.
 */
export class PostgresUserAccessError extends Error {
  override name = 'PostgresUserAccessError';

  constructor(readonly folder: string) {
    super(
      `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${folder}: ` +
        `run "chmod o+x ${folder}", move the project to a folder that user can enter, ` +
        `or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  }
}

/**
 * The first existing folder on the way to `target` (itself included) that a user who is neither its
 * owner nor in its group may not enter. Folders not made yet are made later with the usual mode.
 */
export function folderClosedToOthers(target: string): string | undefined {
  const chain: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const folder of chain) {
    let mode: number;
    try {
      mode = statSync(folder).mode;
    } catch {
      return undefined;
    }
    if ((mode & 0o001) === 0) return folder;
  }
  return undefined;
}

/** Throws PostgresUserAccessError when the `postgres` user could not reach one of `targets`. */
export function assertPostgresUserCanReach(targets: string[]): void {
  for (const target of targets) {
    const closed = folderClosedToOthers(target);
    if (closed) throw new PostgresUserAccessError(closed);
  }
}
