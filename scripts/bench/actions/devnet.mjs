// The devnet side of the actions benchmark: its RPC (clock, transfers), the dev accounts, and an
// NFT of Alice's to trade, found through the marketplace API as the e2e fixtures find theirs.

/** Dev accounts 0 and 1 (public dev keys, src/devnet-wallet): the seller and the buyer. */
export const ALICE = { index: 0, address: '0:318dc1aaa67cd01f40cc1d6582fd6b3b31c707b405d809d4df78bea46d2a232e' };
export const BOB = { index: 1, address: '0:398823d96e5114799c1166fb31ae273f5fdfb419a41644cf7e86ee333ade3cc1' };

/** How the pages shorten an address (src/lib/address.ts). */
export const short = (address) => `${address.slice(0, 6)}…${address.slice(-4)}`;

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export async function rpc(base, method, params) {
  return (await post(`${base}/devnet/rpc`, params === undefined ? { method } : { method, params })).result;
}

/** Moves the chain clock, as the e2e auction journey does to end an auction. */
export const advanceTime = (base, seconds) => rpc(base, 'advanceTime', { seconds });

/** A Devnet NFT of Alice's with no sale, auction or offer. */
export async function idleNftOfAlice(base) {
  await rpc(base, 'info'); // the genesis world is built and indexed on the devnet's first call
  const list = await post(`${base}/api/nfts`, { owners: [ALICE.address], verified: false, limit: 100 });
  const fromDevnet = list.items.filter((nft) => (list.collection?.[nft.collection]?.name ?? '').startsWith('Devnet'));
  for (const nft of fromDevnet) {
    const { nft: record } = await post(`${base}/api/nft/details`, { nft: nft.address });
    if (record.forsale === null && record.auction === null && record.bestOffer === null) return nft.address;
  }
  throw new Error('Alice has no idle Devnet NFT: is this a fresh devnet?');
}

/** Sends the NFT back from `owner` to Alice with a plain TIP-4 transfer, as `owner`'s wallet would. */
export async function giveBackToAlice(base, nft, owner) {
  await rpc(base, 'sendMessage', {
    sender: owner,
    recipient: nft,
    amount: '1000000000',
    bounce: true,
    method: 'transfer',
    input: { to: ALICE.address, sendGasTo: owner, callbacks: [] },
  });
  const { nft: record } = await post(`${base}/api/nft/details`, { nft });
  if (record.owner !== ALICE.address) throw new Error(`${nft} did not come back to Alice`);
}
