import type { Address } from '../address';
import { MsgFlag, type ExecContext } from '../context';
import { defineContract } from '../contract';
import { ExitCode, require } from '../errors';

/**
 * TIP-4.3 index (D.3): a small contract per (nft, owner) and per (nft, collection, owner) that
 * only holds its deploy value until the NFT destroys it; then all of it goes to the gas receiver.
 */
export interface NftIndexState {
  readonly nft: Address;
  /** The zero address for the owner-only index. */
  readonly collection: Address;
  readonly owner: Address;
}

export const nftIndexContract = defineContract<NftIndexState>({
  kind: 'nftIndex',
  abi: 'Index',
  handlers: {
    constructor(ctx: ExecContext<NftIndexState>) {
      require(ctx.sender === ctx.state.nft, ExitCode.NOT_OWNER);
    },
    destruct(ctx, input) {
      require(ctx.sender === ctx.state.nft, ExitCode.NOT_OWNER);
      ctx.send({
        to: input.address('gasReceiver'),
        flag: MsgFlag.ALL_NOT_RESERVED + MsgFlag.DESTROY_IF_ZERO,
        bounce: false,
      });
    },
  },
  getters: {
    getInfo: (view) => ({ collection: view.state.collection, owner: view.state.owner, nft: view.state.nft }),
  },
});
