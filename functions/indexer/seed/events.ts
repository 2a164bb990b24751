/**
 * Builds envelopes with deterministic ids and logical times, for the demo world and for tests.
 * Each factory has a namespace (e.g. one NFT's timeline); its n-th event gets the id
 * "<hex64(namespace:n)>:0", and events of the same second get increasing `lt`.
 */
import type { ChainEventInput, ChainEventKind } from '../envelope';
import { hex64 } from '@shared/lib/prng';

export type PayloadOf<K extends ChainEventKind> = Extract<ChainEventInput, { kind: K }>['payload'];

export class EventFactory {
  private seq = 0;
  private lastTs = -1;
  private sameTs = 0;

  constructor(private readonly namespace: string) {}

  event<K extends ChainEventKind>(kind: K, ts: number, emitter: string, payload: PayloadOf<K>): Extract<ChainEventInput, { kind: K }> {
    this.sameTs = ts === this.lastTs ? this.sameTs + 1 : 0;
    this.lastTs = ts;
    const id = `${hex64(`${this.namespace}:${this.seq++}`)}:0`;
    return { id, kind, ts, lt: ts * 1000 + this.sameTs, emitter, payload } as Extract<ChainEventInput, { kind: K }>;
  }
}
