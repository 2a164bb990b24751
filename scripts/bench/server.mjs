// Starts the built Worker for a benchmark (on its own port, on the local state `npm start` uses) and
// stops it afterwards. The build must exist: run `npm run build` (or `npm start` once) first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export async function startServer({ port, persistTo = '.wrangler/state' }) {
  if (!existsSync('dist/server/wrangler.json')) throw new Error('No build found: run `npm run build` first.');
  const child = spawn('node', ['scripts/start.mjs', '--no-build', '--port', String(port), '--persist-to', persistTo], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  // Up to 5 minutes: a loaded machine can take that long to migrate, seed a fresh state and start wrangler.
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      if ((await fetch(`${url}/api/healthz`)).ok) return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      // not up yet
    }
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error('the server did not start');
}

/** One NFT and one collection from the seeded data, to benchmark their pages. */
export async function sampleAddresses(url) {
  const res = await fetch(`${url}/api/nfts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ forsale: true, limit: 1 }),
  });
  const body = await res.json();
  const nft = body.items?.[0];
  if (!nft) throw new Error('No NFTs for sale: seed the database first (npm start seeds on first run).');
  return { nft: nft.address, collection: nft.collection };
}
