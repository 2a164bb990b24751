// The dev wallet's client of POST /devnet/rpc (devnet/rpc). Failures become wallet
// errors: the devnet refusing values -> INVALID_REQUEST (2), the devnet unreachable or failing ->
// TRY_AGAIN_LATER (1) / INTERNAL (0), each with the message `<method>: <text>`.
import type { DevnetRpcErrorBody, DevnetRpcMethod, DevnetRpcMethods } from '@devnet/rpc/types';
import { DEVNET_RPC_PATH } from './constants';
import { RpcErrorCode, WalletRpcError } from './errors';

export type RpcCall = <M extends DevnetRpcMethod>(method: M, params: DevnetRpcMethods[M][0]) => Promise<DevnetRpcMethods[M][1]>;

export function createRpcClient(endpoint: string = DEVNET_RPC_PATH, fetchImpl: typeof fetch = (...args) => fetch(...args)): RpcCall {
  return async (method, params) => {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params === undefined ? { method } : { method, params }),
      });
    } catch (error) {
      throw new WalletRpcError(
        RpcErrorCode.TRY_AGAIN_LATER,
        `${method}: the devnet is not reachable (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    let body: { result?: unknown } & Partial<DevnetRpcErrorBody>;
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new WalletRpcError(RpcErrorCode.INTERNAL, `${method}: the devnet answered ${response.status} without JSON`);
    }
    if (response.ok) return body.result as never;
    const text = body.error ?? `HTTP ${response.status}`;
    const code = response.status >= 500 || response.status === 404 ? RpcErrorCode.INTERNAL : RpcErrorCode.INVALID_REQUEST;
    throw new WalletRpcError(
      code,
      `${method}: ${text}`,
      body.code ? { code: body.code, ...(body.field ? { field: body.field } : {}) } : undefined,
    );
  };
}
