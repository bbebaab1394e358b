#!/usr/bin/env node
// A code import as the console makes it (issue 14, console 3): an operator signs in with TOTP,
// previews a supplier's CSV file of BENCH_FILE_MB (23 MB: 100,000 lines, the code in column 2 beside
// a long note), then previews BENCH_CODES codes (100,000) pasted for one SKU and imports them as one
// batch while the bench asks for the batch's progress twice a second, as the screen does. The paste
// or file is the request's body, as the console sends it. Prints the seconds of each step, codes per
// second, and the API process's resident memory before, at its peak (VmHWM) after the file's
// preview, and at its peak after the import. Never fails on a figure. Runs the API alone on its own ports, data folder and
// embedded PostgreSQL (a fresh database with the demo catalogue).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { startApi } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.BENCH_API_PORT ?? 3619);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54374);
const total = Number(process.env.BENCH_CODES ?? 100_000);
const fileMb = Number(process.env.BENCH_FILE_MB ?? 23);
const operator = { email: 'bench-operator@example.test', password: 'bench-operator-password-1' };

const { api, origin, answering, stop } = await startApi({ root, name: 'bench-code-import', apiPort, pgPort });

/** The process running the API: the node process tsx starts under it (or tsx itself). */
function apiPid() {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(api.pid);
      } catch {
        return false;
      }
    });
  return children[0] ?? String(api.pid);
}

/**
 * Starts the process's peak (VmHWM) again from its memory now, so the peak read next is the steps'
 * and not the start's (Linux: clear_refs 5, for our own processes). False when it cannot.
 */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Resident memory of the API process, MB: now (VmRSS) and its peak so far (VmHWM). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

async function call(callPath, body, token) {
  const res = await fetch(`${origin}/api/admin/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 1) throw new Error(`${callPath}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** A preview or import as the console sends it: the codes as the body, the other fields in the query. */
async function sendCodes(callPath, fields, body, token) {
  const query = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const res = await fetch(`${origin}/api/admin/${callPath}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=utf-8', lang: 'en', authorization: token },
    body,
  });
  const answer = await res.json();
  if (answer.code !== 1) throw new Error(`${callPath}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** A supplier's CSV of about `mb` MB: a serial, the code, and a note filling each line. */
function supplierFile(mb) {
  const lines = Math.min(100_000, Math.floor((mb * 1024 * 1024) / 120));
  const note = 'n'.repeat(Math.max(0, Math.floor((mb * 1024 * 1024) / lines) - 32));
  const rows = Array.from(
    { length: lines },
    (_, i) => `${i},${randomBytes(10).toString('hex').toUpperCase()},${note}`,
  );
  return Buffer.from(['serial,code,note', ...rows].join('\n'));
}

try {
  await answering();
  // An operator made as the README says (npm run staff:create), enrolled at first sign-in.
  await promisify(execFile)(
    'npm',
    [
      'run',
      '--silent',
      'staff:create',
      '-w',
      'apps/api',
      '--',
      '--email',
      operator.email,
      '--name',
      'Bench',
      '--role',
      'operator',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/storefront`,
        STAFF_PASSWORD: operator.password,
      },
    },
  );
  const login = await call('staff/login', operator);
  const secret = login.enrolment.secret;
  const code = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
  const { session } = await call('staff/enrol', { challenge: login.challenge, code });
  const token = session.token;
  const { list } = await call('stock/products', {}, token);
  const sku = list[0].skus[0];

  const file = supplierFile(fileMb);
  const codes = Array.from({ length: total }, () => randomBytes(10).toString('hex').toUpperCase());
  const text = codes.join('\n');
  const pid = apiPid();
  const peakReset = resetPeak(pid);
  const before = memory(pid);

  let started = performance.now();
  const filePreview = await sendCodes(
    'stock/preview',
    { skuId: sku.skuId, column: 2, skipHeader: true },
    file,
    token,
  );
  const fileSeconds = (performance.now() - started) / 1000;
  const afterFile = memory(pid);

  started = performance.now();
  const preview = await sendCodes('stock/preview', { skuId: sku.skuId }, text, token);
  const previewSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  let done = false;
  const polls = [];
  const importing = sendCodes(
    'stock/import',
    { skuId: sku.skuId, name: 'Bench batch', supplier: 'Bench', costPerCode: 50, costCurrency: 'USD' },
    text,
    token,
  ).finally(() => (done = true));
  // The screen's progress: the batch asked for twice a second while the import runs.
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { batches } = await call('stock/overview', { skuId: sku.skuId }, token);
    const running = batches.find((batch) => batch.status === 'importing');
    if (running) polls.push(running.processed);
  }
  const batch = await importing;
  const importSeconds = (performance.now() - started) / 1000;
  const after = memory(pid);

  console.log(
    `\nCode import: ${total.toLocaleString('en')} codes (${(text.length / 1024 / 1024).toFixed(1)} MB pasted) for ${list[0].name} ${sku.name}, ${new Date().toISOString()} (${availableParallelism()} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  console.table([
    {
      step: `preview of a ${(file.length / 1024 / 1024).toFixed(1)} MB file`,
      seconds: fileSeconds.toFixed(1),
      'codes/s': Math.round(filePreview.total / fileSeconds),
      answer: `${filePreview.total} read, ${filePreview.new} new`,
    },
    {
      step: 'preview',
      seconds: previewSeconds.toFixed(1),
      'codes/s': Math.round(total / previewSeconds),
      answer: `${preview.new} new, ${preview.repeatedInFile} repeated, ${preview.alreadyHad} already had`,
    },
    {
      step: 'import',
      seconds: importSeconds.toFixed(1),
      'codes/s': Math.round(batch.added / importSeconds),
      answer: `${batch.status}: ${batch.added} added of ${batch.total}`,
    },
  ]);
  console.log(`progress seen while importing: ${polls.join(', ') || 'none (done within half a second)'}`);
  console.log(
    `API process RSS: ${before.rss.toFixed(0)} MB before (peak ${peakReset ? 'counted from here' : `so far ${before.peak.toFixed(0)} MB`}), peak ${afterFile.peak.toFixed(0)} MB after the file's preview (+${(afterFile.peak - before.rss).toFixed(0)} MB), peak ${after.peak.toFixed(0)} MB after the import (VmHWM), ${after.rss.toFixed(0)} MB after`,
  );
} finally {
  await stop();
}
