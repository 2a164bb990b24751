import type { LiveTopic } from './LiveTopic';

/** The Durable Object that holds a topic's sockets (one per topic name). */
export function liveStub(env: Env, topic: string): DurableObjectStub<LiveTopic> {
  const namespace = env.LIVE as unknown as DurableObjectNamespace<LiveTopic>;
  return namespace.get(namespace.idFromName(topic));
}
