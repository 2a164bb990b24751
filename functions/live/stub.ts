import { liveTopic } from '@shared/contract/live';
import type { LiveTopic } from './LiveTopic';

/** The Durable Object that holds a topic's sockets (one per topic name). */
export function liveStub(env: Env, topic: string): DurableObjectStub<LiveTopic> {
  const namespace = env.LIVE as unknown as DurableObjectNamespace<LiveTopic>;
  return namespace.get(namespace.idFromName(topic));
}

/** The header the API's stream route names a WebSocket stream's filter and resume id in, for the topic's object (only it sets it). */
export const STREAM_HEADER = 'x-live-stream';

/** The topic of the event stream's clients that name no NFT, collection or account (GET /api/stream). */
export const ALL_EVENTS_TOPIC = 'events:all';

/** The topic whose object holds a stream of `filter`: its NFT's, else its collection's, else its account's. */
export function streamTopic(filter: { nft?: string | undefined; collection?: string | undefined; account?: string | undefined }): string {
  if (filter.nft !== undefined) return liveTopic('nft', filter.nft);
  if (filter.collection !== undefined) return liveTopic('collection', filter.collection);
  if (filter.account !== undefined) return liveTopic('user', filter.account);
  return ALL_EVENTS_TOPIC;
}
