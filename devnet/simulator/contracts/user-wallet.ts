import { MsgFlag } from '../context';
import { defineContract } from '../contract';
import type { MessageBody, StateInit } from '../types';

/**
 * 1.1 / 0.12 a person's wallet account (EverWallet-like). It signs external messages, which the
 * devnet models as the `sendTransaction` external call, and accepts (ignores) every internal call:
 * frontend callbacks, token notifications and bounced messages are value transfers to it.
 */
export interface UserWalletState {
  readonly label: string;
}

export interface SendTransactionInput {
  readonly dest: string;
  readonly value: bigint;
  readonly bounce: boolean;
  readonly body: MessageBody;
  readonly stateInit: StateInit | null;
}

export const userWalletContract = defineContract<UserWalletState>({
  kind: 'userWallet',
  abi: 'Callbacks',
  acceptsAnyCall: true,
  handlers: {
    /** An external message from the key holder: one internal message, fees paid separately (flag 3). */
    sendTransaction(ctx, input) {
      if (!ctx.msg.isExternal) return;
      const body = input.raw('body') as MessageBody;
      const stateInit = input.raw('stateInit') as StateInit | null;
      ctx.send({
        to: input.address('dest'),
        value: input.uint('value'),
        flag: MsgFlag.SENDER_PAYS_FEES + MsgFlag.IGNORE_ERRORS,
        bounce: input.bool('bounce'),
        method: body.method,
        input: body.input,
        ...(stateInit ? { stateInit } : {}),
      });
    },
  },
  getters: {},
});
