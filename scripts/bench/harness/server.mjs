// Starts the built Worker for a benchmark, on its own port and its own local state (a fresh one is migrated and
// seeded first, as `npm start` does), and stops it afterwards: a bench never shares a state with a running
// `npm start` ("database is locked"). The build must exist: run `npm run build` (or `npm start` once) first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export async function startServer({ port, persistTo }) {
  if (!persistTo) throw new Error("startServer needs a local state of the bench's own (persistTo)");
  if (!existsSync('dist/server/wrangler.json')) throw new Error('No build found: run `npm run build` first.');
  const child = spawn('node', ['scripts/start.mjs', '--no-build', '--quiet', '--port', String(port), '--persist-to', persistTo], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  // Ready when the start script says so (on the devnet: once the chain reader has read the genesis). Up to
  // 5 minutes: a loaded machine can take that long to migrate, seed a fresh state and start wrangler.
  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 300_000);
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (/is ready at/.test(seen)) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.on('exit', () => resolve(false));
  });
  if (!ready) {
    stop();
    throw new Error('the server did not start');
  }
  child.stdout.resume();
  return { url, stop, pid: child.pid };
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
