import { DurableObject } from 'cloudflare:workers';

/**
 * The local simulated chain. One instance applies every transaction in order; its clock can be
 * moved forward by tests so auctions and offers can expire without waiting.
 */
export class Devnet extends DurableObject<Env> {
  /** Seconds added to the wall clock by `advanceClock`. */
  async now(): Promise<number> {
    const offset = (await this.ctx.storage.get<number>('clockOffset')) ?? 0;
    return Math.floor(Date.now() / 1000) + offset;
  }

  async advanceClock(seconds: number): Promise<number> {
    if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError('seconds must be a non-negative integer');
    const offset = ((await this.ctx.storage.get<number>('clockOffset')) ?? 0) + seconds;
    await this.ctx.storage.put('clockOffset', offset);
    return this.now();
  }
}
