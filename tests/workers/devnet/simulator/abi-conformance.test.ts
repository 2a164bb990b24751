import { describe, expect, it } from 'vitest';
import { ABIS, abiOf, CONTRACTS, findEvent, findFunction, type AbiName, type Address, type Chain } from '@devnet/simulator';
import type { AbiParam } from '@devnet/simulator/abi';
import { runScenario } from './scenario';
import { tour } from './tour';
import type { World } from './world';

function abiNameOf(chain: Chain, address: Address): AbiName | undefined {
  const kind = chain.account(address)?.kind;
  return kind ? CONTRACTS[kind].abi : undefined;
}

/** The shape of a value against ABI parameters: names (and tuple components) must match exactly. */
function shapeErrors(params: readonly AbiParam[], data: Readonly<Record<string, unknown>>, path: string): string[] {
  const errors: string[] = [];
  const expected = params.map((p) => p.name);
  if (JSON.stringify(Object.keys(data)) !== JSON.stringify(expected))
    errors.push(`${path}: keys ${Object.keys(data).join(',')} != ${expected.join(',')}`);
  for (const param of params) {
    const value = data[param.name];
    if (param.type.endsWith('tuple') && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      errors.push(...shapeErrors(param.components ?? [], value as Record<string, unknown>, `${path}.${param.name}`));
    }
    if (/^u?int\d+$/.test(param.type) && !(typeof value === 'string' && /^\d+$/.test(value)))
      errors.push(`${path}.${param.name}: not a decimal string`);
    if (param.type === 'address' && !(typeof value === 'string' && /^0:[0-9a-f]{64}$/.test(value)))
      errors.push(`${path}.${param.name}: not an address`);
  }
  return errors;
}

const worlds = [tour(), runScenario(11, 200).world];

describe("ABI conformance: names match the contracts' ABIs exactly", () => {
  it('every handler and getter of every contract is a function of its ABI', () => {
    const missing: string[] = [];
    for (const definition of Object.values(CONTRACTS)) {
      const abi = abiOf(definition.abi);
      for (const name of [...Object.keys(definition.handlers), ...Object.keys(definition.getters)]) {
        if (definition.kind === 'userWallet' && name === 'sendTransaction') continue;
        if (!findFunction(abi, name)) missing.push(`${definition.kind}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every function of an ABI is a handler or getter of its contracts (the ABIs hold only what the devnet uses)', () => {
    const unused: string[] = [];
    for (const [name, abi] of Object.entries(ABIS)) {
      if (name === 'Callbacks') continue; // the user wallet accepts any call: these are the callbacks it is sent
      const definitions = Object.values(CONTRACTS).filter((definition) => definition.abi === name);
      for (const fn of abi.functions) {
        if (!definitions.some((d) => Object.hasOwn(d.handlers, fn.name) || Object.hasOwn(d.getters, fn.name)))
          unused.push(`${name}.${fn.name}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('every event carries exactly its ABI fields, integers as decimal strings', () => {
    const errors: string[] = [];
    const seen = new Set<string>();
    for (const w of worlds) {
      for (const event of w.chain.events) {
        seen.add(event.name);
        const abiName = abiNameOf(w.chain, event.emitter);
        if (!abiName) continue; // destroyed since (a burned NFT)
        const definition = findEvent(abiOf(abiName), event.name);
        if (!definition) errors.push(`${abiName} has no event ${event.name}`);
        else errors.push(...shapeErrors(definition.inputs, event.data, `${abiName}.${event.name}`));
      }
    }
    expect(errors).toEqual([]);
    expect([...seen].sort()).toEqual(
      [
        'AddCollectionRules',
        'AuctionActive',
        'AuctionCancelled',
        'AuctionComplete',
        'AuctionCreated',
        'AuctionDeployed',
        'BidDeclined',
        'BidPlaced',
        'DirectBuyDeployed',
        'DirectBuyStateChanged',
        'DirectSellDeployed',
        'DirectSellStateChanged',
        'ManagerChanged',
        'MarketBurnFeeChanged',
        'MarketBurnFeeDefaultChanged',
        'MarketFeeBurn',
        'MarketFeeChanged',
        'MarketFeeDefaultChanged',
        'MarketFeeWithheld',
        'NftBurned',
        'NftCreated',
        'OwnerChanged',
        'OwnershipTransferred',
        'RoyaltySet',
        'RoyaltyWithdrawn',
      ]
        .concat(
          worlds[1]?.chain.events.some((e) => e.name === 'DirectSellDeclined') ? ['DirectSellDeclined'] : [],
          worlds[1]?.chain.events.some((e) => e.name === 'DirectBuyDeclined') ? ['DirectBuyDeclined'] : [],
          worlds[1]?.chain.events.some((e) => e.name === 'AuctionDeclined') ? ['AuctionDeclined'] : [],
        )
        .sort(),
    );
  });

  it("every internal call carries its callee's arguments (by name, or all of them by position); EV.11 callbacks by Callbacks ABI names", () => {
    const errors: string[] = [];
    const callbacks = abiOf('Callbacks');
    for (const w of worlds) {
      for (const tx of w.chain.transactions) {
        for (const msg of tx.outMessages) {
          if (msg.bounced || msg.body.method === '') continue;
          const kind = w.chain.account(msg.dst)?.kind ?? msg.stateInit?.kind;
          if (!kind) continue;
          if (kind === 'userWallet') {
            const fn = findFunction(callbacks, msg.body.method);
            if (fn) {
              const keys = Object.keys(msg.body.input);
              if (JSON.stringify(keys) !== JSON.stringify(fn.inputs.map((p) => p.name)))
                errors.push(`callback ${msg.body.method}: ${keys.join(',')}`);
            }
            continue;
          }
          const fn = findFunction(abiOf(CONTRACTS[kind].abi), msg.body.method);
          if (!fn) {
            // Expected misses: royalty discovery (0.13), and the scenario's junk calls from user wallets.
            const fromUser = w.chain.account(tx.account)?.kind === 'userWallet';
            if (!msg.isAnswer && msg.body.method !== 'royaltyInfo' && !fromUser) errors.push(`${kind} has no ${msg.body.method}`);
            continue;
          }
          const byName = fn.inputs.every((p) => p.name in msg.body.input);
          if (!byName && Object.keys(msg.body.input).length !== fn.inputs.length)
            errors.push(`${kind}.${msg.body.method}: ${Object.keys(msg.body.input).join(',')}`);
        }
      }
    }
    expect(errors).toEqual([]);
  });

  it('every getter answers runLocal with exactly its ABI outputs', () => {
    const w = worlds[0] as World;
    const errors: string[] = [];
    let calls = 0;
    const sample = (param: AbiParam): unknown => {
      if (param.type === 'address') return w.buyer;
      if (param.type === 'cell') return '';
      if (param.type === 'bool') return false;
      if (param.type.startsWith('optional(')) return null;
      return 1;
    };
    for (const account of w.chain.accounts()) {
      if (account.kind === null) continue;
      const definition = CONTRACTS[account.kind];
      for (const name of Object.keys(definition.getters)) {
        const fn = findFunction(abiOf(definition.abi), name);
        if (!fn) continue;
        const input = Object.fromEntries(fn.inputs.map((p) => [p.name, sample(p)]));
        const result = w.chain.runLocal(account.address, name, input);
        calls++;
        if (result.code !== 0 || !result.output) {
          errors.push(`${account.kind}.${name}: code ${result.code}`);
          continue;
        }
        // Maps come as [key, value] pairs and optionals as null or a tuple; the rest by shape.
        const plain = fn.outputs.filter((p) => !p.type.startsWith('map(') && !p.type.startsWith('optional('));
        const keys = Object.keys(result.output);
        if (JSON.stringify(keys) !== JSON.stringify(fn.outputs.map((p) => p.name)))
          errors.push(`${account.kind}.${name}: ${keys.join(',')}`);
        const plainOutput = Object.fromEntries(plain.map((p) => [p.name, result.output?.[p.name]]));
        errors.push(...shapeErrors(plain, plainOutput, `${account.kind}.${name}`));
      }
    }
    expect(errors).toEqual([]);
    expect(calls).toBeGreaterThan(200);
  });
});
