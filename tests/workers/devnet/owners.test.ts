// On the devnet, an NFT `transfer` a dev account's wallet sends (not through a factory) reaches the index
// through the reader's own owner scan, as on mainnet: the devnet names no NFT to the reader, and the NFT's
// page is never rendered. The reader's alarm (as its schedule runs it) brings the new owner to D1 and
// to the API's owner lists.
import { runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { READER_INSTANCE, type ChainReader } from '@functions/reader/ChainReader';
import { devAccountKeys } from '@devnet/genesis';
import { signExternalMessage } from '@devnet/rpc/external-message';
import { handleDevnetRpc } from '@devnet/rpc/handler';
import type { DevnetInfo } from '@devnet/rpc/types';

async function rpc<T = any>(method: string, params?: unknown): Promise<T> {
  const response = await handleDevnetRpc(
    new Request('http://localhost/devnet/rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method, params }),
    }),
    env,
  );
  const body = (await response.json()) as { result: T };
  if (response.status !== 200) throw new Error(`${method}: ${response.status} ${JSON.stringify(body)}`);
  return body.result;
}

async function ownedInApi(owner: string): Promise<string[]> {
  const res = await exports.default.fetch('http://localhost/api/nfts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owners: [owner], verified: false, limit: 100 }),
  });
  return ((await res.json()) as { items: { address: string }[] }).items.map((n) => n.address);
}

/** The reader's alarm, an interval after its last owner scan (as its schedule runs it). */
async function readerAlarm(): Promise<void> {
  const stub = env.READER.get(env.READER.idFromName(READER_INSTANCE)) as unknown as DurableObjectStub<ChainReader>;
  await runInDurableObject(stub, async (reader: ChainReader, state) => {
    state.storage.sql.exec("DELETE FROM reader_meta WHERE key = 'owner_scan_at'");
    await reader.alarm();
    await state.storage.deleteAlarm();
  });
}

describe('an NFT moved outside the market on the devnet', () => {
  it("shows the new owner in D1 and the API after the reader's next alarm, with nobody opening its page", async () => {
    const info = await rpc<DevnetInfo>('info');
    await readerAlarm(); // the genesis, read as the reader's schedule (or the devnet's hint) runs it
    const bob = info.world.accounts[1]!.address;
    const carol = info.world.accounts[2]!.address;
    const nft = info.world.nfts.find((n) => n.ownerIndex === 1)!.address;
    expect(await ownedInApi(bob)).toContain(nft);

    // Bob's wallet sends the NFT's TIP-4 `transfer` to Carol: an external message signed with his key.
    const { now } = await rpc<{ now: number }>('now');
    const { boc } = await signExternalMessage(
      {
        sender: bob,
        recipient: nft,
        amount: '1000000000',
        bounce: true,
        method: 'transfer',
        input: { to: carol, sendGasTo: bob, callbacks: [] },
        expireAt: now + 60,
        time: Date.now(),
      },
      await devAccountKeys(1),
    );
    await rpc('sendMessage', { message: boc });
    const onChain = await rpc<{ output: { owner: string } }>('runLocal', { address: nft, method: 'getInfo', input: { answerId: 0 } });
    expect(onChain.output.owner).toBe(carol);

    await readerAlarm();
    expect(await env.DB.prepare('SELECT owner FROM nfts WHERE address = ?1').bind(nft).first('owner')).toBe(carol);
    expect(await ownedInApi(carol)).toContain(nft);
    expect(await ownedInApi(bob)).not.toContain(nft);
  }, 60_000);
});
