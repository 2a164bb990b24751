#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: the Playwright suite in E2E_SHARDS shards run side by side (2 by
// default), each with its own built Worker, devnet and local state (ports 4399 + 20 × shard, state under
// .wrangler/e2e-state-<shard>), so they never meet. The tests spend most of their time waiting on the chain and
// the wallet, which a second shard fills. Prints each shard's lines with its number; fails if any shard fails.
import { spawn } from 'node:child_process';

const shards = Number(process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(shards) || shards < 1 || shards > 8) throw new Error('E2E_SHARDS must be 1 to 8');
const basePort = Number(process.env.E2E_PORT ?? 4399);
const args = process.argv.slice(2);

function run(index) {
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + 20 * index),
    E2E_MAINNET_PORT: String(basePort + 20 * index + 1),
    E2E_STATE: `.wrangler/e2e-state-${index}`,
    E2E_MAINNET_STATE: `.wrangler/e2e-mainnet-state-${index}`,
  };
  // Each shard its own output folder: Playwright empties it when it starts.
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`, `--output=test-results/shard-${index + 1}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = shards > 1 ? `[shard ${index + 1}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i)));
console.log(`e2e: ${codes.filter((c) => c === 0).length} of ${shards} shard(s) passed`);
process.exit(codes.every((c) => c === 0) ? 0 : 1);
