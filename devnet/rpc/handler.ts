/**
 * `POST /devnet/rpc` with JSON `{method, params}`: the dev wallet's (and the tests') door to the
 * devnet Durable Object (devnet/worker.ts serves it).
 *
 * Answers `200 {result}`, or `{error, code, field?}`: 400 invalid_request (a field failed its
 * schema, named as `method` or `params.<path>`) or invalid_input / not_a_wallet (the chain refused
 * the values, or the encoder its input; sendMessage's message is not a signed wallet message it can
 * read), 401 unauthorized (an external message signed by another key, altered, expired or replayed:
 * nothing is applied), 422
 * insufficient_balance, 405 for other HTTP methods, 415 without a JSON body, 500 internal.
 *
 * Example: `POST /devnet/rpc {"method":"advanceTime","params":{"seconds":3600}}`.
 */
import type { z } from 'zod';
import type { DevnetEnv } from '../env';
import { jsonDepthWithin, MAX_JSON_DEPTH } from './json-depth';
import type { DevnetRpcErrorBody } from './types';
import { isCodecMethod, runCodec, type CodecMethod } from './codec';
import { RPC_PARAMS, rpcRequestSchema, type RpcMethodName } from './schema';

/** The Durable Object instance every call goes to. */
export const DEVNET_INSTANCE = 'devnet';
const MAX_BODY_BYTES = 1024 * 1024;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function failure(status: number, body: DevnetRpcErrorBody, headers: Record<string, string> = {}): Response {
  return json(body, status, headers);
}

function invalidField(error: z.ZodError, prefix: string): Response {
  const issue = error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.') || 'body';
  return failure(400, { error: `Invalid ${field}: ${issue?.message ?? 'invalid value'}`, field, code: 'invalid_request' });
}

/** The Durable Object's expected failures carry `<code>: <text>` as their message (see DevnetError). */
function fromDevnetError(error: unknown): Response {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^(invalid_input|not_a_wallet|insufficient_balance|unauthorized): ([\s\S]*)$/.exec(message);
  if (match) {
    const code = match[1] ?? 'invalid_input';
    const text = match[2] ?? message;
    // A refused external message (unreadable, wrongly signed, altered, expired, replayed): the text starts with the field.
    const field = /^params\.\w+/.exec(text)?.[0];
    if (code === 'unauthorized') return failure(401, { error: text, field: field ?? 'params', code });
    return failure(code === 'insufficient_balance' ? 422 : 400, { error: text, ...(field ? { field } : {}), code });
  }
  console.error('devnet rpc error', error);
  return failure(500, { error: 'Internal error', code: 'internal' });
}

type Stub = DurableObjectStub<import('../Devnet').Devnet>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- params were parsed by RPC_PARAMS[method], whose type each case reads
async function call(stub: Stub, method: Exclude<RpcMethodName, CodecMethod>, params: any): Promise<unknown> {
  switch (method) {
    case 'info':
      return stub.info();
    case 'now':
      return { now: await stub.now() };
    case 'estimateFees':
      return stub.estimateFees();
    case 'advanceTime':
      return stub.advanceTime(params.seconds);
    case 'faucet':
      return stub.faucet(params);
    case 'balance':
      return stub.balance(params);
    case 'runLocal':
      return stub.runLocal(params);
    case 'sendMessage':
      return stub.sendMessage(params);
    case 'getFullContractState':
      return stub.getFullContractState(params);
    case 'getTransactions':
      return stub.getTransactions(params);
    case 'getTransaction':
      return stub.getTransaction(params);
    case 'findTransaction':
      return stub.findTransaction(params);
    case 'getTransactionsSince':
      return stub.getTransactionsSince(params);
  }
}

export async function handleDevnetRpc(request: Request, env: DevnetEnv): Promise<Response> {
  if (request.method !== 'POST') {
    return failure(405, { error: 'Use POST with a JSON body {method, params}', code: 'invalid_request' }, { allow: 'POST' });
  }
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return failure(415, { error: 'Expected Content-Type: application/json', code: 'invalid_request' });
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return failure(413, { error: `Body is larger than ${MAX_BODY_BYTES} bytes`, code: 'invalid_request' });
  if (!jsonDepthWithin(text)) {
    return failure(400, { error: `Body is nested deeper than ${MAX_JSON_DEPTH} levels`, field: 'body', code: 'invalid_request' });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, { error: 'Body is not valid JSON', field: 'body', code: 'invalid_request' });
  }
  const envelope = rpcRequestSchema.safeParse(body);
  if (!envelope.success) return invalidField(envelope.error, '');
  const { method } = envelope.data;
  const params = RPC_PARAMS[method].safeParse(envelope.data.params);
  if (!params.success) return invalidField(params.error, 'params');

  let result: unknown;
  try {
    // Encoding needs no chain state: answered here, without the Durable Object.
    if (isCodecMethod(method)) result = runCodec(method, params.data as never);
    else result = await call(env.DEVNET_CHAIN.get(env.DEVNET_CHAIN.idFromName(DEVNET_INSTANCE)), method, params.data);
  } catch (error) {
    return fromDevnetError(error);
  }
  return json({ result });
}
