import { describe, expect, it } from 'vitest';
import { parseChainEvents } from '@functions/indexer/envelope';
import { DEMO_ROOTS, DEMO_TOKEN_ROOTS } from '@functions/indexer/seed/demo-chain';
import { DemoWorld } from '@functions/indexer/seed/world';

const NOW = 1_790_000_000;
const generate = (scale: number) => [...new DemoWorld({ scale, now: NOW }).blocks()].flat();

describe('the demo world generator', () => {
  it('produces the same events for the same seed, scale and now', () => {
    expect(generate(60)).toEqual(generate(60));
    expect(new DemoWorld({ scale: 60, now: NOW, seed: 'other' }).plan.collections[0]!.address).not.toBe(
      new DemoWorld({ scale: 60, now: NOW }).plan.collections[0]!.address,
    );
  });

  it('emits only valid envelopes with unique ids', () => {
    const events = generate(400);
    expect(() => parseChainEvents(events)).not.toThrow();
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('keeps each NFT story in order and in the past, except offers that run beyond now', () => {
    const events = generate(400);
    const lastTs = new Map<string, number>();
    for (const e of events.filter((x) => 'nft' in x.payload)) {
      const nft = (e.payload as { nft: string }).nft;
      if (e.kind === 'collection_created') continue;
      expect(e.ts).toBeGreaterThanOrEqual(lastTs.get(nft) ?? 0);
      lastTs.set(nft, e.ts);
      expect(e.ts).toBeLessThanOrEqual(NOW);
    }
    const mints = events.filter((e) => e.kind === 'mint');
    expect(mints).toHaveLength(400);
    expect(events.filter((e) => e.kind === 'collection_created')).toHaveLength(8);
  });

  it('has about ten events per NFT and spreads NFTs over collections', () => {
    const world = new DemoWorld({ scale: 5000, now: NOW });
    const events = [...world.blocks()].flat();
    expect(events.length / 5000).toBeGreaterThan(8);
    expect(events.length / 5000).toBeLessThan(14);
    const sizes = world.plan.collections.map((c) => c.nftCount);
    expect(sizes.reduce((x, y) => x + y, 0)).toBe(5000);
    expect(sizes[0]).toBeGreaterThan(sizes[sizes.length - 1]!);
  });

  it('generates chunks independently: chunk by chunk equals the whole stream', () => {
    const world = new DemoWorld({ scale: 300, now: NOW, chunkSize: 100 });
    const whole = [...world.blocks()].flat();
    const parts = [world.setup(), ...Array.from({ length: world.chunkCount }, (_, k) => world.chunk(k).events), world.closing()].flat();
    expect(parts).toEqual(whole);
  });

  it('uses valid fixed addresses for demo tokens and roots', () => {
    for (const address of [...Object.values(DEMO_TOKEN_ROOTS), ...Object.values(DEMO_ROOTS)]) expect(address).toMatch(/^0:[0-9a-f]{64}$/);
  });
});
