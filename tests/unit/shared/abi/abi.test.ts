// The ABI modules in shared/abi/ are generated (scripts/abi-gen.mjs) from the reference ABIs in abi/ and
// abi/entries.json, and the dApp, the devnet and the chain reader import them: wallets and contracts encode
// with the real ABI, so every entry must be its contract's reference entry unchanged, and each committed
// module the generator's output byte for byte (`npm run abi:gen` rewrites them).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as modules from '@shared/abi';
import { ABIS } from '@devnet/simulator/abis';
import { ABI_DIR, exportName, generate, readEntries, REFERENCE_DIR } from '../../../../scripts/abi-gen.mjs';

interface Entry {
  readonly name: string;
}
interface Abi {
  readonly functions: readonly Entry[];
  readonly events: readonly Entry[];
}
type Kind = 'functions' | 'events';

const ENTRIES = readEntries();
const byExport = modules as unknown as Record<string, Abi & { 'ABI version': number; version: string; header: readonly string[] }>;

/** Every generated module with its reference file. */
const committed = Object.entries(ENTRIES).map(([module, { reference }]) => ({ module, reference, abi: byExport[exportName(module)]! }));

const entries = committed.flatMap(({ module, reference, abi }) =>
  (['functions', 'events'] as const).flatMap((kind) =>
    abi[kind].map((entry) => ({ label: `abi/${module}.${entry.name}`, reference, kind, entry })),
  ),
);

function referenceEntry(reference: string, kind: Kind, name: string): unknown {
  const abi = JSON.parse(readFileSync(`${REFERENCE_DIR}${reference}.abi.json`, 'utf8')) as Abi;
  return abi[kind].find((entry) => entry.name === name);
}

describe('shared/abi/ modules', () => {
  it('one module per entry of abi/entries.json, each with exactly the functions and events it names', () => {
    expect(Object.keys(byExport).sort()).toEqual(Object.keys(ENTRIES).map(exportName).sort());
    for (const { module, abi } of committed) {
      const listed = ENTRIES[module]!;
      expect({ module, functions: abi.functions.map((f) => f.name), events: abi.events.map((e) => e.name) }).toEqual({
        module,
        functions: listed.functions,
        events: listed.events,
      });
      expect(Object.keys(abi)).toEqual(['ABI version', 'version', 'header', 'functions', 'events', ...(listed.fields ? ['fields'] : [])]);
      expect(abi).toMatchObject({ 'ABI version': 2, version: '2.2', header: ['pubkey', 'time', 'expire'] });
    }
  });

  it('the devnet simulates with these same modules (only the TIP-4.3 Index, which has no reference, is its own)', () => {
    const own = Object.entries(ABIS).filter(([, abi]) => !Object.values(byExport).includes(abi as never));
    expect(own.map(([name]) => name)).toEqual(['Index']);
  });
});

describe('committed ABI entries against the reference ABIs in abi/', () => {
  it('every entry is the reference entry, byte for byte (as JSON)', () => {
    for (const { label, reference, kind, entry } of entries) {
      expect(JSON.stringify(entry), label).toBe(JSON.stringify(referenceEntry(reference, kind, entry.name)));
    }
  });

  it('every file in shared/abi/ is what `npm run abi:gen` writes', () => {
    for (const [file, source] of generate()) {
      expect(readFileSync(`${ABI_DIR}${file}`, 'utf8'), `shared/abi/${file}: run npm run abi:gen`).toBe(source);
    }
  });
});
