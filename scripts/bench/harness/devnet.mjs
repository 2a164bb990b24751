// The benchmarks' devnet kit: its RPC (clock, transfers), the dev accounts, and an
// NFT of Alice's to trade, found through the marketplace API as the e2e fixtures find theirs.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Dev accounts 0 and 1 (public dev keys, devnet/wallet): the seller and the buyer. */
export const ALICE = { index: 0, address: '0:90f34631fcd72ea81faeca3ce708653599d7cf8dd3922dc8dc09339e59ed9d51' };
export const BOB = { index: 1, address: '0:1587fa453e696b00c51e178c9ce67dabee3f4a70d23afdcc388122b8d9247530' };

/** How the pages shorten an address (shared/lib/address.ts). */
export const short = (address) => `${address.slice(0, 6)}…${address.slice(-4)}`;

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export async function rpc(base, method, params) {
  return (await post(`${base}/devnet/rpc`, params === undefined ? { method } : { method, params })).result;
}

let signer;
/**
 * The devnet's own signer (devnet/rpc/external-message.ts), bundled once for Node, so the benchmark signs
 * as the dev wallet does. Packages stay imports, so the bundle sits under node_modules to resolve them.
 */
async function loadSigner() {
  if (!signer) {
    const { build } = await import('esbuild');
    const outfile = resolve('node_modules/.cache/bench/signer.mjs');
    await build({
      stdin: {
        contents:
          "export { signExternalMessage } from './devnet/rpc/external-message';\nexport { devAccountKeys } from './devnet/genesis/accounts';",
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      outfile,
    });
    signer = await import(pathToFileURL(outfile).href);
  }
  return signer;
}

let lastTime = 0;
let lastSentAt = 0;
/** When the newest sendSigned sent its signed message (Date.now()): what came before was the wallet's preparing and signing. */
export const lastSendStartedAt = () => lastSentAt;

/** Sends `message` from dev account `index` as its wallet would: signed, expiring a minute from the chain's now. */
export async function sendSigned(base, index, message) {
  const { signExternalMessage, devAccountKeys } = await loadSigner();
  const { now } = await rpc(base, 'now');
  lastTime = Math.max(Date.now(), lastTime + 1);
  const { boc } = await signExternalMessage({ ...message, expireAt: now + 60, time: lastTime }, await devAccountKeys(index));
  lastSentAt = Date.now();
  return rpc(base, 'sendMessage', { message: boc });
}

/**
 * One market block of Alice's on `nft` (hers, idle): an even `i` lists it on the DirectSell factory, an odd
 * one cancels that listing. Returns when the devnet has made the block (the reader has yet to read it).
 */
export async function listOrCancel(base, nft, i) {
  if (i % 2 === 0) {
    const { world } = await rpc(base, 'info');
    const factory = world.factories.directSell;
    const payload = await rpc(base, 'runLocal', {
      address: factory,
      method: 'buildDirectSellCreationPayload',
      input: {
        _callbackId: i,
        _startTime: 0,
        _durationTime: 0,
        _paymentToken: world.tokens.WVENOM,
        _price: String(1_000_000_000 + i),
        _recipient: ALICE.address,
        _discountCollection: null,
        _discountNftId: null,
      },
    });
    return sendSigned(base, ALICE.index, {
      sender: ALICE.address,
      recipient: nft,
      amount: '2920000000',
      bounce: true,
      method: 'changeManager',
      input: {
        newManager: factory,
        sendGasTo: ALICE.address,
        callbacks: [[factory, { value: '2620000000', payload: payload.output.value0 }]],
      },
    });
  }
  const { nft: record } = await post(`${base}/api/nft/details`, { nft });
  if (!record.forsale) throw new Error(`${nft} has no listing to cancel`);
  return sendSigned(base, ALICE.index, {
    sender: ALICE.address,
    recipient: record.forsale,
    amount: '2000000000',
    bounce: true,
    method: 'closeSell',
    input: { _callbackId: i },
  });
}

/** Moves the chain clock, as the e2e auction journey does to end an auction. */
export const advanceTime = (base, seconds) => rpc(base, 'advanceTime', { seconds });

/** A Devnet NFT of Alice's with no sale, auction or offer. */
export async function idleNftOfAlice(base) {
  return (await idleNftsOfAlice(base, 1))[0].address;
}

/** `count` Devnet NFTs of Alice's with no sale, auction or offer (their records: address, name, collection). */
export async function idleNftsOfAlice(base, count) {
  await rpc(base, 'info'); // the genesis world is built and indexed on the devnet's first call
  const list = await post(`${base}/api/nfts`, { owners: [ALICE.address], verified: false, limit: 100 });
  const fromDevnet = list.items.filter((nft) => (list.collection?.[nft.collection]?.name ?? '').startsWith('Devnet'));
  const idle = [];
  for (const nft of fromDevnet) {
    const { nft: record } = await post(`${base}/api/nft/details`, { nft: nft.address });
    if (record.forsale === null && record.auction === null && record.bestOffer === null) idle.push(nft);
    if (idle.length === count) return idle;
  }
  throw new Error(`Alice has ${idle.length} idle Devnet NFTs, not ${count}: is this a fresh devnet?`);
}

/**
 * Sends the NFT back to Alice with a plain TIP-4 transfer from `page`, the owner's signed-in page: its
 * dev wallet signs the external message, as the devnet requires.
 */
export async function giveBackToAlice(page, nft, owner) {
  await page.evaluate(
    ({ nft, owner, alice }) =>
      window.__devnet.request({
        method: 'sendMessage',
        params: {
          sender: owner,
          recipient: nft,
          amount: '1000000000',
          bounce: true,
          payload: { abi: '', method: 'transfer', params: { to: alice, sendGasTo: owner, callbacks: [] } },
        },
      }),
    { nft, owner, alice: ALICE.address },
  );
  // A transfer outside the market reaches the index through the reader's owner scan (within its interval).
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 250))) {
    const { nft: record } = await post(`${new URL(page.url()).origin}/api/nft/details`, { nft });
    if (record.owner === ALICE.address) return;
    if (Date.now() - started > 60_000) throw new Error(`${nft} did not come back to Alice`);
  }
}
