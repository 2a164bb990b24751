/**
 * Tells the live topics what an ingest changed. Called without awaiting by the chain reader after its
 * commit, so a slow socket never holds the indexer; at most PARALLEL topics are sent to at once and at
 * most MAX_TOPICS per tick (a huge backfill falls back to the pages' polling and cache TTLs).
 */
import type { LiveMessage } from '../indexer/live-changes';
import { ALL_EVENTS_TOPIC, liveStub } from './stub';

const PARALLEL = 8;
const MAX_TOPICS = 500;

/** `indexedAt`: when the batch committed (ms); the frames carry it. */
export async function publishLive(env: Env, messages: readonly LiveMessage[], indexedAt = Date.now()): Promise<void> {
  const queue = messages.slice(0, MAX_TOPICS);
  const worker = async () => {
    for (let message = queue.shift(); message; message = queue.shift()) {
      try {
        await liveStub(env, message.topic).publish(message.topic, message.kinds, indexedAt);
      } catch (error) {
        console.error('live: publish failed', message.topic, error);
      }
    }
  };
  // The event stream's unfiltered clients have a topic of their own (functions/live/event-stream.ts).
  const wakeAllEvents = async () => {
    if (messages.length === 0) return;
    try {
      await liveStub(env, ALL_EVENTS_TOPIC).wake(indexedAt);
    } catch (error) {
      console.error('live: waking the event stream failed', error);
    }
  };
  await Promise.all([...Array.from({ length: Math.min(PARALLEL, queue.length) }, worker), wakeAllEvents()]);
}
