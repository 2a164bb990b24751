// The devnet's chain as BOCs (devnet/jrpc/encode.ts): every transaction of a tour through all
// market flows, and of a random scenario, parses with @ton/core; nekoton-wasm reads every event body
// with the emitter's reference ABI; and the reader's decoder and mapping turn them into envelopes the
// indexer accepts, covering every kind the market needs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeEventBody } from '@shared/tvm/abi';
import { ABI_OF, type WatchKind } from '@functions/reader/contracts';
import { envelope, mapEvent } from '@functions/reader/to-envelope';
import { parseTransaction } from '@shared/tvm/transaction';
import { CONTRACTS, type Chain, type ContractKind } from '@devnet/simulator';
import { createGenesis } from '@devnet/genesis';
import { transactionCell } from '@devnet/jrpc/encode';
import { parseChainEvents } from '@functions/indexer/envelope';
import { runScenario } from '../../workers/devnet/simulator/scenario';
import { tour } from '../../workers/devnet/simulator/tour';
import { nekoton } from '../../unit/shared/tvm/nekoton';

const REFERENCE_DIR = fileURLToPath(new URL('../../../abi/', import.meta.url));

const WATCH_KIND: Partial<Record<ContractKind, WatchKind>> = {
  factoryDirectSell: 'factoryDirectSell',
  factoryAuction: 'factoryAuction',
  factoryDirectBuy: 'factoryDirectBuy',
  directSell: 'directSell',
  auction: 'auction',
  directBuy: 'directBuy',
  collection: 'collection',
  collectionWithRoyalty: 'collection',
  collectionRoyalty: 'collection',
};

function metaOf(chain: Chain, address: string): Record<string, unknown> | undefined {
  const json = chain.stateOf<{ json?: string }>(address)?.json;
  try {
    return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Every transaction of the chain's history as the devnet serves it, read back the reader's way. */
function readBack(chain: Chain) {
  const prev = new Map<string, { lt: bigint; hash: string }>();
  const envelopes: unknown[] = [];
  const bodies: { reference: string; boc: string; name: string }[] = [];
  for (const tx of chain.transactions) {
    const cell = transactionCell(chain, tx, prev.get(tx.account) ?? null);
    const parsed = parseTransaction(cell.toBoc().toString('base64'));
    expect(parsed.lt).toBe(tx.lt);
    expect(parsed.events).toHaveLength(tx.events.length);
    prev.set(tx.account, { lt: parsed.lt, hash: parsed.hash });
    const kind = chain.account(tx.account)?.kind ?? null; // null: gone by now (a burned NFT)
    parsed.events.forEach((event, i) => {
      if (kind) bodies.push({ reference: CONTRACTS[kind].abi, boc: event.body.toBoc().toString('base64'), name: tx.events[i]!.name });
      const watchKind = kind && WATCH_KIND[kind];
      if (!watchKind || tx.aborted) return;
      const decoded = decodeEventBody(event.body, ABI_OF[watchKind]);
      expect(decoded?.name).toBe(tx.events[i]!.name);
      const root = chain.stateOf<{ factory?: string }>(tx.account)?.factory ?? '';
      const mapped = mapEvent(decoded!.name, decoded!.data, {
        emitter: tx.account,
        kind: watchKind,
        root,
        metaOf: (a) => metaOf(chain, a),
      });
      if (mapped) envelopes.push(envelope(parsed.hash, event.index, parsed.lt, parsed.now, tx.account, mapped));
    });
  }
  return { envelopes, bodies };
}

describe('the devnet chain as real BOCs', () => {
  it('a tour maps to envelopes of every market kind, in chain order, with unique ids', () => {
    const w = tour();
    const { envelopes } = readBack(w.chain);
    const parsed = parseChainEvents(envelopes);
    expect(new Set(parsed.map((e) => e.id)).size).toBe(parsed.length);
    const kinds = new Set(parsed.map((e) => e.kind));
    for (const kind of [
      'root_registered',
      'market_fee_default_changed',
      'collection_fee_rule',
      'collection_created',
      'mint',
      'burn',
      'market_fee_changed',
      'sell_active',
      'sell_purchased',
      'sell_canceled',
      'auction_active',
      'auction_bid_placed',
      'auction_complete',
      'auction_canceled',
      'offer_active',
      'offer_filled',
      'offer_canceled',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const lts = parsed.map((e) => e.lt);
    expect([...lts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(lts);
    const purchased = parsed.find((e) => e.kind === 'sell_purchased');
    expect(purchased?.payload).toMatchObject({ seller: w.seller, buyer: w.buyer, price: '5000000000', root: w.factories.directSell });
    const complete = parsed.find((e) => e.kind === 'auction_complete');
    expect(complete?.payload).toMatchObject({ owner: w.seller, buyer: w.buyer2, amount: '2000000000', root: w.factories.auction });
  });

  it('the genesis describes itself to the reader: roots, fees, collections with their metadata, mints', async () => {
    const { chain, world } = await createGenesis();
    const events = parseChainEvents(readBack(chain).envelopes);
    const kinds = events.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.kind]: (acc[e.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ root_registered: 3, market_fee_default_changed: 3, collection_created: 3, mint: world.nfts.length });
    const created = events
      .filter((e) => e.kind === 'collection_created')
      .map((e) => (e.payload as { meta?: { name?: string } }).meta?.name);
    expect(created).toEqual(['Devnet Pioneers', 'Devnet Glyphs', 'Devnet Sketches']);
  });

  it('a random scenario reads back without schema errors', () => {
    const { world } = runScenario(21, 150);
    expect(() => parseChainEvents(readBack(world.chain).envelopes)).not.toThrow();
  });

  it("nekoton-wasm decodes every event body with the emitter's reference ABI", () => {
    const w = tour();
    const { bodies } = readBack(w.chain);
    expect(bodies.length).toBeGreaterThan(50);
    const texts = new Map<string, string>();
    for (const { reference, boc, name } of bodies) {
      if (!texts.has(reference)) texts.set(reference, readFileSync(`${REFERENCE_DIR}${reference}.abi.json`, 'utf8'));
      expect(nekoton.decodeEvent(boc, texts.get(reference)!, name)?.event, `${reference}.${name}`).toBe(name);
    }
  });
});
