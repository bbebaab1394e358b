#!/usr/bin/env node
// Sums a .cpuprofile (bench/cpu-profile.mjs) by where the time was spent:
// `node bench/cpu-profile-report.mjs <file> [top]`. Prints the share of the sampled time by package
// (or the store's own code, node's internals, the garbage collector) and the functions with the most
// self time.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((sum, us) => sum + us, 0);
const idle = [...self].filter(([id]) => nodes.get(id).callFrame.functionName === '(idle)');
const busy = total - idle.reduce((sum, [, us]) => sum + us, 0);

function placeOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(node, native)';
  const module = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (module) return module[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = url.match(/(apps\/[^/]+\/src\/(?:modules\/[^/]+|platform\/[^/]+|[^/]+)|packages\/[^/]+)/);
  return own ? own[1] : url;
}
const byPlace = new Map();
const byFunction = new Map();
for (const [id, us] of self) {
  const { callFrame } = nodes.get(id);
  if (callFrame.functionName === '(idle)') continue;
  const place = placeOf(callFrame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  const name = `${callFrame.functionName || '(anonymous)'} ${place}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}
const share = (us) => ((100 * us) / busy).toFixed(1) + ' %';
console.log(`${file}: ${(busy / 1e6).toFixed(1)} s busy of ${(total / 1e6).toFixed(1)} s sampled`);
console.table(
  [...byPlace]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([place, us]) => ({ place, share: share(us) })),
);
console.table(
  [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ function: fn.slice(0, 110), self: share(us) })),
);
