import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { folderClosedToOthers } from './postgres-user-access.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let privateFolder: string;

afterEach(async () => {
  await rm(privateFolder, { recursive: true, force: true });
});

async function makePrivateFolder(): Promise<string> {
  // mkdtemp makes the folder 0700, as `mktemp -d` does.
  privateFolder = await mkdtemp(path.join(tmpdir(), 'sf-private-'));
  await mkdir(path.join(privateFolder, 'project', 'data'), { recursive: true });
  return privateFolder;
}

describe('a data folder the postgres user cannot enter', () => {
  it('names the first folder on the way that others may not enter, and none once it opens', async () => {
    const folder = await makePrivateFolder();
    const data = path.join(folder, 'project', 'data', 'pg');
    expect(folderClosedToOthers(data)).toBe(folder);
    await chmod(folder, 0o711);
    expect(folderClosedToOthers(data)).toBeUndefined();
  });

  it.runIf(userInfo().uid === 0)(
    'stops the API with one line saying what to do, as root',
    async () => {
      const folder = await makePrivateFolder();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: path.join(folder, 'project', 'data'),
        EMBEDDED_PG_PORT: '54398',
      };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${folder}: ` +
          `run "chmod o+x ${folder}", move the project to a folder that user can enter, ` +
          `or set DATABASE_URL to a PostgreSQL server of your own.`,
      ]);
    },
    60_000,
  );
});
