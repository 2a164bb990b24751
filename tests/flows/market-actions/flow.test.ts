// The NFT page's action flow as a store: what a confirmation's submit leaves open, closed or offered again,
// against the in-memory devnet through the dev wallet (actions/harness.ts), with the toasts a person sees.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Chain } from '@devnet/simulator';
import type { DevnetWorld } from '@devnet/genesis';
import { REJECTED_NOTIFICATION } from '@shared/lib/notifications';
import { WALLET_NOT_CONNECTED } from '@shared/lib/errors';
import { $actionFlow, bindActionFlow, closeDialog, submitAction } from '~/market/flow';
import type { Submission } from '~/market/dialogs/ActionDialog';
import { takeToasts } from '~/stores/toasts';
import { connect, context, devnet, fakeApi, nftOf, nftState, token, type FakeApi, type TestWallet } from './harness';

let chain: Chain;
let world: DevnetWorld;
let api: FakeApi;
let carol: TestWallet;

beforeAll(async () => {
  ({ chain, world } = await devnet());
  api = fakeApi(chain, world);
  carol = await connect(chain, 2);
});

beforeEach(() => {
  closeDialog();
  takeToasts();
});

const listing = (): Submission => ({ kind: 'startSell', offer: null, price: '25', token: token('USDT'), durationSeconds: 0 });

describe('submitting a confirmation', () => {
  it('rejected in the wallet: the dialog stays open with the request to try again, nothing is sent, and the toast says so', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2);
    bindActionFlow(nft, () => context(carol, api));
    $actionFlow.setKey('dialog', { kind: 'startSell', offer: null });
    carol.approve = false;
    try {
      await submitAction(listing());
    } finally {
      carol.approve = true;
    }
    expect($actionFlow.get()).toMatchObject({ dialog: { kind: 'startSell' }, waiting: false, busy: null, rejected: listing() });
    expect(nftState(chain, nft).manager).toBe(nftState(chain, nft).owner);
    expect(takeToasts().at(-1)).toMatchObject({ kind: 'rejected', ...REJECTED_NOTIFICATION });
  });

  it('confirmed: the dialog closes, the buttons are free again, and the success toast follows the progress', async () => {
    const nft = nftOf(world, 'Devnet Glyphs', 2);
    bindActionFlow(nft, () => context(carol, api));
    $actionFlow.setKey('dialog', { kind: 'startSell', offer: null });
    await submitAction(listing());
    expect($actionFlow.get()).toMatchObject({ dialog: null, waiting: false, busy: null, rejected: null });
    await expect(api.nftDetails(nft)).resolves.toMatchObject({ nft: { forsale: expect.any(String) } });
    const kinds = takeToasts().map((toast) => toast.kind);
    expect(kinds[0]).toBe('progress');
    expect(kinds.at(-1)).toBe('success');
  });

  it("without a wallet: the spec's message as a failure, the dialog closed", async () => {
    bindActionFlow(nftOf(world, 'Devnet Glyphs', 2), () => context(null, api));
    $actionFlow.setKey('dialog', { kind: 'buy', offer: null });
    await submitAction({ kind: 'buy', offer: null, price: null, token: null, durationSeconds: 0 });
    expect($actionFlow.get()).toMatchObject({ dialog: null, busy: null, rejected: null });
    expect(takeToasts().at(-1)).toMatchObject({ kind: 'failed', description: WALLET_NOT_CONNECTED.buy });
  });
});
