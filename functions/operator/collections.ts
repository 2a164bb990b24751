/**
 * POST /api/operator/collections {"collection", "verified": boolean, "hidden"?: boolean} with
 * `Authorization: Bearer <OPERATOR_TOKEN>`: an operator marks a collection verified or not, or hides it
 * (in no list, feed or search; hidden wins over verified), at run time (a collection the reader found by
 * itself starts unverified, functions/reader/discover.ts). The flag travels as a `collection_metadata` event
 * through the reader, the single writer, so nfts, activity and search follow it as for any curation;
 * the collection's pages are purged. Rate limited and authorised like the operators' flags endpoint.
 */
import { readerStub } from '../reader/server';
import { OPERATOR_ADDRESS, operatorRequestBody } from './gate';

export const OPERATOR_COLLECTIONS_PATH = '/api/operator/collections';

export async function handleOperatorCollections(request: Request, env: Env): Promise<Response> {
  const checked = await operatorRequestBody(request, env, OPERATOR_COLLECTIONS_PATH);
  if (checked instanceof Response) return checked;
  const { collection, verified, hidden = false } = (checked.body ?? {}) as Record<string, unknown>;
  if (typeof collection !== 'string' || !OPERATOR_ADDRESS.test(collection)) {
    return Response.json({ error: 'collection must be a raw address <wc>:<64 lowercase hex>', field: 'collection' }, { status: 400 });
  }
  if (typeof verified !== 'boolean') return Response.json({ error: 'verified must be true or false', field: 'verified' }, { status: 400 });
  if (typeof hidden !== 'boolean') return Response.json({ error: 'hidden must be true or false', field: 'hidden' }, { status: 400 });
  const result = await readerStub(env).curate({ collection, verified, hidden }, new URL(request.url).origin);
  if (result === null) return Response.json({ error: 'No such collection is indexed', field: 'collection' }, { status: 404 });
  return Response.json({ collection, verified, hidden });
}
