// Sending an NFT end to end: transferNft against the in-memory devnet through the dev wallet and a
// real ProviderRpcClient (harness.ts): the TIP-4 transfer moves owner and manager, and every refusal
// happens before anything is signed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Chain } from '@devnet/simulator';
import type { DevnetWorld } from '@devnet/genesis';
import { MarketActionError, recipientHistory, startSell, transferNft, type ActionStage } from '~/market/actions';
import { TRANSFER_TEXT } from '@shared/lib/transfer';
import { VALIDATION_MESSAGES } from '@shared/lib/errors';
import { connectAll, context, devnet, fakeApi, nftOf, nftState, token, type FakeApi, type TestWallet } from './harness';

let chain: Chain;
let world: DevnetWorld;
let api: FakeApi;
let alice: TestWallet;
let bob: TestWallet;

beforeAll(async () => {
  ({ chain, world } = await devnet());
  api = fakeApi(chain, world);
  [alice, bob] = await connectAll(chain);
});

const sends = (wallet: TestWallet) => wallet.asked.filter((r) => r.kind === 'sendMessage');

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarketActionError);
  return (error as MarketActionError).message;
}

describe('transferNft', () => {
  it("sends Alice's NFT to Bob: the NFT's owner and manager are Bob's, and the record shows it", async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 0);
    const stages: ActionStage[] = [];
    const result = await transferNft(context(alice, api), { nft, to: bob.address.toUpperCase(), onProgress: (s) => stages.push(s) });
    expect(result).toMatchObject({ ok: true, indexed: true, newOwner: bob.address });
    expect(stages).toEqual(['signing', 'confirming', 'indexing']);
    // A TIP-4 transfer with 1 coin attached, the rest back to Alice, no callbacks.
    expect(sends(alice).at(-1)).toMatchObject({ recipient: nft, amount: '1000000000', bounce: true, method: 'transfer' });
    expect((sends(alice).at(-1) as { params: any }).params).toMatchObject({ to: bob.address, sendGasTo: alice.address, callbacks: [] });
    expect(nftState(chain, nft)).toMatchObject({ owner: bob.address, manager: bob.address });
    expect((await api.nftDetails(nft))!.nft.owner).toBe(bob.address);
  });

  it('refuses, before signing, a bad address, the owner’s own, and an NFT of someone else', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 0, 1);
    const asked = alice.asked.length;
    expect(await refusal(transferNft(context(alice, api), { nft, to: '0:123' }))).toBe(VALIDATION_MESSAGES.incorrectFormat);
    expect(await refusal(transferNft(context(alice, api), { nft, to: '' }))).toBe(VALIDATION_MESSAGES.required);
    expect(await refusal(transferNft(context(alice, api), { nft, to: alice.address }))).toBe(TRANSFER_TEXT.ownAddress);
    expect(await refusal(transferNft(context(bob, api), { nft, to: alice.address }))).toBe(TRANSFER_TEXT.notOwner);
    expect(alice.asked.length).toBe(asked);
    expect(nftState(chain, nft).owner).toBe(alice.address);
  });

  it('refuses a listed NFT with the reason until the listing is cancelled', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 0, 1);
    const listed = await startSell(context(alice, api), { nft, price: '1', token: token('USDT'), durationSeconds: 0 });
    expect(listed.ok).toBe(true);
    const signed = sends(alice).length;
    expect(await refusal(transferNft(context(alice, api), { nft, to: bob.address }))).toBe(TRANSFER_TEXT.listed);
    expect(sends(alice).length).toBe(signed);
    expect(nftState(chain, nft).owner).toBe(alice.address);
  });

  it('to an address the chain has never seen: refused before signing unless the owner acknowledged it, then sent', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 0, 1);
    const nowhere = `0:${'7e'.repeat(32)}`;
    expect(await recipientHistory(alice.connection, nowhere)).toBe('neverActive');
    expect(await recipientHistory(alice.connection, bob.address)).toBe('active');
    const signed = sends(alice).length;
    expect(await refusal(transferNft(context(alice, api), { nft, to: nowhere }))).toBe(TRANSFER_TEXT.acknowledgeRequired);
    expect(sends(alice).length).toBe(signed);
    expect(nftState(chain, nft).owner).toBe(alice.address);
    const result = await transferNft(context(alice, api), { nft, to: nowhere, acknowledged: true });
    expect(result).toMatchObject({ ok: true, newOwner: nowhere });
    expect(nftState(chain, nft).owner).toBe(nowhere);
  });

  it('rejected in the wallet: nothing moves', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 0);
    alice.approve = false;
    try {
      const result = await transferNft(context(alice, api), { nft, to: bob.address });
      expect(result).toMatchObject({ ok: false, reason: 'rejected', description: TRANSFER_TEXT.failed });
    } finally {
      alice.approve = true;
    }
    expect(nftState(chain, nft).owner).toBe(alice.address);
  });

  it('without a wallet: "Cannot transfer: Wallet is not connected."', async () => {
    const nft = nftOf(world, 'Devnet Sketches', 0);
    expect(await refusal(transferNft(context(null, api), { nft, to: bob.address }))).toBe('Cannot transfer: Wallet is not connected.');
  });
});
