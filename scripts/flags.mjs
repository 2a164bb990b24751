#!/usr/bin/env node
// `npm run flags -- <maintenance|banner> <on|off> [--remote] [--persist-to DIR]`
// Flips an operator switch in the FLAGS KV namespace: the local one by default (what `npm start` serves),
// the deployed Worker's with --remote. Every page sees the change within 5 seconds, with no redeploy.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const FLAGS = ['maintenance', 'banner'];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string', default: '.wrangler/state' } },
});
const [flag, state] = positionals;
if (!FLAGS.includes(flag ?? '') || !['on', 'off'].includes(state ?? '')) {
  console.error('Usage: npm run flags -- <maintenance|banner> <on|off> [--remote] [--persist-to DIR]');
  process.exit(2);
}

const where = values.remote ? ['--remote'] : ['--local', '--persist-to', values['persist-to']];
const result = spawnSync('npx', ['wrangler', 'kv', 'key', 'put', '--binding', 'FLAGS', `flag:${flag}`, state, ...where], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`${flag} is ${state}${values.remote ? ' on the deployed Worker' : ' locally'}.`);
