#!/usr/bin/env node
// `npm test`: lint, type check, unit and integration tests (Vitest, real PostgreSQL), then the
// end-to-end suite (Playwright in Chromium against the production build). Every stage runs even
// when an earlier one fails, so one run shows everything that is wrong; the closing line counts
// the tests of both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failedStages = [];
const stageTimes = [];
const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };

function stage(name, command, args) {
  console.log(`\n=== ${name}: ${path.basename(command)} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  stageTimes.push([name, seconds]);
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (status !== 0) failedStages.push(name);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

stage('lint', bin('eslint'), ['.']);
stage('format', bin('prettier'), ['--check', '.']);
stage('typecheck', 'npm', ['run', '--silent', 'typecheck']);

const vitestJson = path.join(results, 'vitest.json');
stage('unit and integration', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}

const playwrightJson = path.join(results, 'playwright.json');
env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightJson;
stage('end-to-end', bin('playwright'), ['test']);
const playwright = readJson(playwrightJson);
if (playwright) {
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
  counts.flaky = playwright.stats.flaky;
}

if (!vitest || !playwright) failedStages.push('a runner wrote no results');
// Each stage's time at the end, where CI's budget (45 minutes) is read.
console.log('\nStage times:');
for (const [name, seconds] of stageTimes)
  console.log(`  ${name.padEnd(22)} ${(seconds / 60).toFixed(1)} min`);
const total = stageTimes.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(22)} ${(total / 60).toFixed(1)} min`);
if (failedStages.length) console.log(`\nFailed: ${failedStages.join(', ')}`);
const flaky = counts.flaky ? ` (${counts.flaky} of them only on a retry: see "flaky" above)` : '';
console.log(`\ntests: ${counts.passed} passed${flaky}, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
