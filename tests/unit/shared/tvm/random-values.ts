// Random ABI values in the provider format, for round trips between our codec and nekoton-wasm.
import { beginCell } from '@ton/core';
import type { AbiParam } from '@shared/tvm/abi';

export function rng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

function hex(random: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; i < bytes; i++)
    out += Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0');
  return out;
}

function bigUint(random: () => number, bits: number): bigint {
  // Edges as often as middles: 0, the maximum, and random widths.
  const pick = random();
  if (pick < 0.15) return 0n;
  if (pick < 0.3) return (1n << BigInt(bits)) - 1n;
  const width = 1 + Math.floor(random() * bits);
  return BigInt(`0x${hex(random, Math.ceil(width / 8))}`) & ((1n << BigInt(width)) - 1n);
}

export function randomValue(random: () => number, param: AbiParam): unknown {
  const { type } = param;
  const uint = /^uint(\d+)$/.exec(type);
  if (uint) return bigUint(random, Number(uint[1])).toString();
  const int = /^int(\d+)$/.exec(type);
  if (int) {
    const bits = Number(int[1]);
    const v = bigUint(random, bits - 1);
    return (random() < 0.5 ? -v : v).toString();
  }
  if (type === 'bool') return random() < 0.5;
  if (type === 'address') return `${random() < 0.9 ? 0 : -1}:${hex(random, 32)}`;
  if (type === 'string')
    return Array.from({ length: Math.floor(random() * 300) }, () => String.fromCharCode(32 + Math.floor(random() * 90))).join('');
  if (type === 'cell')
    return beginCell()
      .storeUint(Math.floor(random() * 1e9), 32)
      .endCell()
      .toBoc()
      .toString('base64');
  if (type === 'tuple') return Object.fromEntries((param.components ?? []).map((c) => [c.name, randomValue(random, c)]));
  if (type.startsWith('optional(')) return random() < 0.4 ? null : randomValue(random, { ...param, type: type.slice(9, -1) });
  throw new Error(`no generator for ${type}`);
}
