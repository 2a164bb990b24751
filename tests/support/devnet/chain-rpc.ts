// The devnet RPC the dev wallet needs, straight on an in-memory chain: what the Durable Object and the
// RPC handler answer (devnet/Devnet.ts, devnet/rpc/handler.ts), without workerd. Shared by the wallet's
// and the market actions' unit tests.
import type { Chain } from '../../../devnet/chain';
import { checkExternalMessage } from '../../../devnet/rpc/check-external-message';
import { CODEC_PARAMS, CodecInputError, isCodecMethod, runCodec } from '../../../devnet/rpc/codec';
import { wireContractState, wireTransaction } from '../../../devnet/rpc/wire';
import { RpcErrorCode, WalletRpcError } from '../../../devnet/wallet/errors';
import type { RpcCall } from '../../../devnet/wallet/rpc-client';

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
  return (async (method: string, params: any) => {
    if (isCodecMethod(method)) return codec(method, params);
    switch (method) {
      case 'runLocal':
        return chain.runLocal(params.address, params.method, params.input);
      case 'estimateFees':
        return { fees: '5000000' };
      case 'getFullContractState': {
        const state = wireContractState(chain, params.address);
        return state ? { state } : {};
      }
      case 'getTransactionsSince':
        return { transactions: [], lastLt: chain.logicalTime.toString(), states: {} };
      case 'now':
        return { now: chain.now };
      case 'sendMessage': {
        // The Durable Object's check: the sender's key signed this live message.
        const check = await checkExternalMessage(params, chain.now);
        if (!check.ok) throw new Error(`unauthorized: params.${check.field} ${check.problem}`);
        const result = chain.sendMessage({
          from: params.sender,
          to: params.recipient,
          amount: BigInt(params.amount),
          bounce: params.bounce,
          functionName: params.method ?? '',
          input: params.input ?? {},
        });
        const wires = result.transactions.map((tx, i) => wireTransaction(chain, tx, i === 0 ? { inMessageHash: check.hash } : {}));
        const states: Record<string, unknown> = {};
        for (const tx of result.transactions) states[tx.account] = wireContractState(chain, tx.account);
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
