/**
 * zod schemas of the devnet RPC's params, one per method (./types.ts describes the shapes). The
 * handler names the first wrong field in its 400 answer: `params.<path>`.
 */
import { z } from 'zod';
import { CODEC_PARAMS } from './codec';

const address = z.string().regex(/^-?\d{1,3}:[0-9a-fA-F]{64}$/, 'expected a raw address "<wc>:<64 hex>"');
const hash = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters')
  .transform((h) => h.toLowerCase());
const lt = z.string().regex(/^\d{1,15}$/, 'expected a decimal logical time');
/** An unsigned amount in the smallest units: digits, or a safe JS integer. */
const units = z
  .union([z.string().regex(/^\d{1,39}$/, 'expected an integer amount string'), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
  .transform((value) => BigInt(value).toString());
const input = z.record(z.string(), z.unknown());
const none = z.object({}).strict().optional();

export const RPC_PARAMS = {
  info: none,
  now: none,
  estimateFees: none,
  advanceTime: z.object({
    seconds: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 86_400),
  }),
  faucet: z.object({ address, amount: units, token: z.enum(['WVENOM', 'USDT', 'USDC', 'DAI']).optional() }),
  balance: z.object({ address }),
  runLocal: z.object({ address, method: z.string().min(1).max(200), input: input.optional() }),
  // The signed external message, a base64 BOC, as Venom's JRPC sendMessage takes it (./external-message.ts).
  sendMessage: z.object({
    message: z
      .string()
      .min(1)
      .max(512 * 1024),
  }),
  getFullContractState: z.object({ address }),
  getTransactions: z.object({
    address,
    continuation: z.object({ lt, hash }).optional(),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  getTransaction: z.object({ hash }),
  findTransaction: z.object({ inMessageHash: hash }),
  getTransactionsSince: z.object({
    afterLt: lt.optional(),
    addresses: z.array(address).max(100).optional(),
    limit: z.number().int().min(1).max(200).optional(),
  }),
  // The wallet's encoding methods (./codec.ts).
  ...CODEC_PARAMS,
} as const;

export type RpcMethodName = keyof typeof RPC_PARAMS;

export const RPC_METHODS = Object.keys(RPC_PARAMS) as RpcMethodName[];

export const rpcRequestSchema = z.object({
  method: z.enum(RPC_METHODS as [RpcMethodName, ...RpcMethodName[]]),
  params: z.unknown().optional(),
});
