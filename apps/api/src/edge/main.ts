import { buildFrontDoor } from './front-door.ts';

// Started by scripts/start.mjs after the API and the storefront are up. It listens on this machine
// only unless HOST says otherwise (HOST=0.0.0.0 opens the store to the network).
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || '127.0.0.1';
const trust = process.env.TRUST_PROXY;
const frontDoor = buildFrontDoor({
  apiOrigin: process.env.API_ORIGIN ?? 'http://127.0.0.1:3001',
  webOrigin: process.env.WEB_ORIGIN ?? 'http://127.0.0.1:3002',
  trustProxy: trust === undefined || trust === '' ? false : trust === 'true' ? true : trust,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void frontDoor.close().then(() => process.exit(0));
  });
}

const address = await frontDoor.listen({ port, host });
console.log(`Front door listening on ${address}`);
