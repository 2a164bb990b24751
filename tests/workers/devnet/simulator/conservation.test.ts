import { describe, expect, it } from 'vitest';
import { Chain, conservationReport } from '@devnet/simulator';
import { runScenario } from './scenario';
import { expectConserved } from './world';

describe('conservation property (no value is created or destroyed except by the faucet, mints and gas)', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: 300 random operations keep native and per-token books balanced after every operation`, () => {
      const { world, stats } = runScenario(seed, 300, undefined, (w) => expectConserved(w.chain));
      const report = conservationReport(world.chain);
      expect(report.balanced).toBe(true);
      expect(report.burnedGas > 0n).toBe(true);
      expect(report.tokens.length).toBe(2);
      // The sequence really exercised the marketplace.
      const events = (name: string) => stats.counts[`event:${name}`] ?? 0;
      expect(events('DirectSellDeployed')).toBeGreaterThan(0);
      expect(events('BidPlaced')).toBeGreaterThan(0);
      expect(events('DirectBuyDeployed')).toBeGreaterThan(0);
      expect(events('OwnerChanged')).toBeGreaterThan(0);
      expect(world.chain.events.some((e) => e.name === 'DirectSellStateChanged' && e.data['to'] === '3')).toBe(true);
      // The state survives a JSON round trip with its books intact.
      const restored = Chain.restore(JSON.parse(JSON.stringify(world.chain.snapshot())));
      expect(conservationReport(restored)).toEqual(report);
    });
  }

  it('the check can fail: value moved outside the rules is detected', () => {
    const { world } = runScenario(4, 40);
    const report = conservationReport(world.chain);
    expect(report.balanced).toBe(true);
    world.chain.faucet(world.buyer, 0n);
    const tampered = Chain.restore(
      JSON.parse(
        JSON.stringify(world.chain.snapshot()).replace(
          /"burnedGas":\{"\$bigint":"(\d+)"\}/,
          (_m, n: string) => `"burnedGas":{"$bigint":"${BigInt(n) + 1n}"}`,
        ),
      ),
    );
    expect(conservationReport(tampered).nativeBalanced).toBe(false);
  });
});
