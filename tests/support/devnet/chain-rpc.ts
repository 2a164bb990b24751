// The devnet RPC the dev wallet needs, straight on an in-memory chain: what the Durable Object and the
// RPC handler answer (devnet/Devnet.ts, devnet/rpc/handler.ts), without workerd. Shared by the wallet's
// and the market actions' unit tests.
import type { Chain } from '@devnet/simulator';
import { CODEC_PARAMS, CodecInputError, isCodecMethod, runCodec } from '@devnet/rpc/codec';
import { openExternalMessage } from '@devnet/rpc/external-message';
import { externalMessage, storedTransactions, type StoredTransaction } from '@devnet/jrpc/encode';
import { endLt } from '@devnet/jrpc/handler';
import { rawTransaction, wireContractState } from '@devnet/rpc/wire';
import { RpcErrorCode, WalletRpcError } from '@devnet/wallet/errors';
import type { RpcCall } from '@devnet/wallet/rpc-client';

/** The wallet's encoder as the handler runs it: a refused value is the 400 the wallet turns into code 2. */
function codec(method: keyof typeof CODEC_PARAMS, params: unknown): unknown {
  const parsed = CODEC_PARAMS[method].safeParse(params);
  if (!parsed.success) throw new WalletRpcError(RpcErrorCode.INVALID_REQUEST, `${method}: ${parsed.error.issues[0]?.message}`);
  try {
    return runCodec(method, parsed.data as never);
  } catch (error) {
    if (error instanceof CodecInputError) throw new WalletRpcError(RpcErrorCode.INVALID_REQUEST, `${method}: ${error.text}`);
    throw error;
  }
}

export function chainRpc(chain: Chain): RpcCall {
  // The devnet's store: each transaction once, as its BOC.
  const stored: StoredTransaction[] = [];
  const last = (account: string) => stored.findLast((tx) => tx.account === account) ?? null;
  const state = (account: string) => {
    const tx = last(account);
    return wireContractState(chain, account, tx ? { lt: tx.lt, hash: tx.hash, endLt: endLt(tx.lt, tx.boc) } : null);
  };
  return (async (method: string, params: any) => {
    if (isCodecMethod(method)) return codec(method, params);
    switch (method) {
      case 'runLocal':
        return chain.runLocal(params.address, params.method, params.input);
      case 'estimateFees':
        return { fees: '5000000' };
      case 'getFullContractState': {
        const found = state(params.address);
        return found ? { state: found } : {};
      }
      case 'getTransactionsSince':
        return { transactions: [], lastLt: chain.logicalTime.toString(), states: {} };
      case 'now':
        return { now: chain.now };
      case 'sendMessage': {
        // The Durable Object's reading and check: the sender's key signed this live message.
        const open = await openExternalMessage(params.message, chain.now, (account) => chain.account(account)?.kind ?? null);
        if (!open.ok) throw new Error(`${open.code}: ${open.text}`);
        const { message, call } = open.opened;
        const result = chain.sendMessage(call);
        const block = storedTransactions(chain, result.transactions, last, externalMessage(message.wallet, message.body));
        stored.push(...block);
        const wires = block.map((tx) => rawTransaction(tx.boc));
        const states: Record<string, unknown> = {};
        for (const tx of result.transactions) states[tx.account] = state(tx.account);
        return {
          transaction: wires[0],
          childTransactions: wires.slice(1).map((transaction, i) => ({ address: result.transactions[i + 1]!.account, transaction })),
          states,
        };
      }
      default:
        throw new Error(`unexpected rpc ${method}`);
    }
  }) as RpcCall;
}
