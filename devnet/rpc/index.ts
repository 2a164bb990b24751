/** The devnet RPC endpoint (`POST /devnet/rpc`) and its wire formats. */
export { DEVNET_INSTANCE, handleDevnetRpc } from './handler';
export { RPC_METHODS, RPC_PARAMS, rpcRequestSchema, type RpcMethodName } from './schema';
export type * from './types';
