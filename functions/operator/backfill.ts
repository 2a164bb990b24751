/**
 * POST /api/operator/backfill {"collection", "codeHash", "continuation"?} with
 * `Authorization: Bearer <OPERATOR_TOKEN>`: one bounded backfill step of ./backfill.ts in the reader
 * (the single writer). Call again with the answer's `continuation` until it is null. Rate limited and
 * authorised like the operators' flags endpoint.
 */
import { OPERATOR_ADDRESS, operatorRequestBody } from './gate';
import { readerStub } from '../reader/server';

export const OPERATOR_BACKFILL_PATH = '/api/operator/backfill';

const HASH = /^[0-9a-f]{64}$/;

export async function handleOperatorBackfill(request: Request, env: Env): Promise<Response> {
  const checked = await operatorRequestBody(request, env, OPERATOR_BACKFILL_PATH);
  if (checked instanceof Response) return checked;
  const { body } = checked;
  const { collection, codeHash, continuation } = (body ?? {}) as Record<string, unknown>;
  if (typeof collection !== 'string' || !OPERATOR_ADDRESS.test(collection)) {
    return Response.json({ error: 'collection must be a raw address <wc>:<64 lowercase hex>', field: 'collection' }, { status: 400 });
  }
  if (typeof codeHash !== 'string' || !HASH.test(codeHash)) {
    return Response.json({ error: 'codeHash must be 64 lowercase hex', field: 'codeHash' }, { status: 400 });
  }
  if (continuation !== undefined && (typeof continuation !== 'string' || !OPERATOR_ADDRESS.test(continuation))) {
    return Response.json({ error: "continuation must be the previous answer's continuation", field: 'continuation' }, { status: 400 });
  }
  // The reader purges the pages the step touched, on this request's origin too.
  const result = await readerStub(env).backfill(
    { collection, codeHash, ...(continuation ? { continuation } : {}) },
    new URL(request.url).origin,
  );
  if ('error' in result) return Response.json({ error: result.error }, { status: 502 });
  const { touched: _touched, ...answer } = result;
  return Response.json(answer);
}
