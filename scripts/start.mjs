#!/usr/bin/env node
// `npm start`: prepares local state and serves the real Worker build with wrangler.
//   1. writes .dev.vars with fresh random secrets if there is none (secrets never live in the repo), and a VAPID pair if it has none;
//   2. applies the D1 migrations to the local database;
//   3. seeds the demo world on first run (devnet only: when the seed script exists and the database is empty);
//   4. builds the site (skip with --no-build) and serves it at http://localhost:$PORT (default 4321), with
//      the devnet Worker beside it on the devnet (devnet/wrangler.jsonc; the site reaches it by its binding).
// A local state that cannot be kept (from before the devnet had its own Worker, or made by migrations that
// no longer exist: scripts/db/local-state.mjs) is found, said in one line and started again.
// Options: --no-build, --quiet, --port N, --persist-to DIR (a separate local state, used by the browser tests),
// --chain devnet|mainnet (or CHAIN=...; default devnet). On mainnet there is no devnet, no dev wallet and
// no demo world: the site starts on its own empty local state (.wrangler/mainnet-state unless
// --persist-to), as a fresh mainnet deployment would before its indexer has filled it.
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resetStaleLocalState } from './db/local-state.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    // Only this script's own lines on stdout (the e2e setup waits for "is ready at" there).
    quiet: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    'persist-to': { type: 'string' },
    chain: { type: 'string', default: process.env.CHAIN || 'devnet' },
  },
});
const chain = values.chain;
if (chain !== 'devnet' && chain !== 'mainnet') {
  console.error(`Invalid chain: ${chain} (devnet or mainnet)`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid port: ${values.port}`);
  process.exit(2);
}
const persistTo = values['persist-to'] ?? (chain === 'mainnet' ? '.wrangler/mainnet-state' : '.wrangler/state');
const envVars = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false' };

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: ['ignore', values.quiet ? 'ignore' : 'inherit', 'inherit'], env: { ...envVars, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync('.dev.vars')) {
  const secret = () => randomBytes(32).toString('base64url');
  writeFileSync('.dev.vars', `JWT_SECRET=${secret()}\nOPERATOR_TOKEN=${secret()}\n`, { mode: 0o600 });
  console.log('Wrote .dev.vars with fresh local secrets.');
}
// Web Push's VAPID key pair (functions/push/config.ts), added to a .dev.vars written before push existed.
if (!/^VAPID_PRIVATE_KEY=/m.test(readFileSync('.dev.vars', 'utf8'))) {
  const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]).toString('base64url');
  appendFileSync('.dev.vars', `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${d}\n`);
  console.log('Added a fresh VAPID key pair to .dev.vars.');
}

// A state that cannot be kept (scripts/db/local-state.mjs, the one home of the reasons and the reset) starts again.
resetStaleLocalState(persistTo);

run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
// The demo world is made-up data: never shown as if it were mainnet's.
if (chain === 'devnet' && existsSync('scripts/seed.mjs')) run('node', ['scripts/seed.mjs', '--if-empty', '--persist-to', persistTo]);
// The build is for the chain it serves: a mainnet build holds no dev wallet (astro.config.mjs).
if (!values['no-build']) run('npx', ['astro', 'build'], { CHAIN: chain });

const server = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '-c',
    'dist/server/wrangler.json',
    ...(chain === 'devnet' ? ['-c', 'devnet/wrangler.jsonc'] : []),
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    // With -c, wrangler looks for .dev.vars beside the build's config: the secrets are handed over here.
    ...localSecrets().flatMap((pair) => ['--var', pair]),
    '--var',
    `CHAIN:${chain}`,
  ],
  { stdio: ['ignore', values.quiet ? 'ignore' : 'inherit', 'inherit'], env: envVars },
);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

/** .dev.vars as `KEY:value` pairs. */
function localSecrets() {
  return readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map(([, key, value]) => `${key}:${value.replace(/^(["'])(.*)\1$/, '$2')}`);
}

const url = `http://localhost:${port}`;

/** Builds the devnet's genesis (its first call) and waits for the reader's first successful tick after it. */
async function devnetIndexed() {
  await fetch(`${url}/devnet/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"info"}' }).catch(
    () => {},
  );
  for (let attempt = 0; attempt < 240; attempt++) {
    const report = await health();
    if (report?.ok && report.body?.reader?.lastSuccess) return;
    await sleep(250);
  }
  console.warn('The chain reader has not read the devnet yet: pages may fill in over the next seconds.');
}
/** GET /api/healthz: null while the server is not listening; 503 with `reason` while D1 or the chain reader fails. */
async function health() {
  try {
    const res = await fetch(`${url}/api/healthz`);
    const body = await res.json().catch(() => null);
    return { ok: res.ok, body, reason: body?.reason ?? `HTTP ${res.status}` };
  } catch {
    return null;
  }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let report = null;
for (let attempt = 0; attempt < 240 && report === null; attempt++) {
  await sleep(500);
  report = await health();
}
// On the devnet the chain's genesis world is built on its first call, then read by the chain reader.
if (report !== null && chain === 'devnet') await devnetIndexed();
for (let attempt = 0; attempt < 240 && report !== null && !report.ok; attempt++) {
  await sleep(500);
  report = await health();
}
if (report?.ok) console.log(`\n  Venom NFT Marketplace (${chain}) is ready at ${url}\n`);
else console.warn(`The site is not healthy yet: ${report?.reason ?? 'the server does not answer'} (GET ${url}/api/healthz)`);
