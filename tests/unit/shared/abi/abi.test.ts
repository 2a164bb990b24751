// The ABI modules in abi/ are generated (scripts/abi-gen.mjs) from the reference ABIs and abi/entries.json,
// and the dApp, the devnet and the chain reader import them: wallets and contracts encode with the real
// ABI, so every entry must be its contract's reference entry unchanged. The reference files (spec/abi)
// are not committed; they sit beside the repository, in ../shared/spec/abi.
// - Always: each module lists exactly the entries abi/entries.json names, and each entry's SHA-256 equals
//   the one recorded from the reference (abi-fingerprints.json), so a drifted entry fails even in a
//   clone without ../shared.
// - With ../shared/spec/abi: each committed file is the generator's output byte for byte (`npm run
//   abi:gen` rewrites them), and abi-fingerprints.json is recomputed from the reference (`vitest -u`
//   rewrites it after adding entries).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as modules from '../../../../shared/abi';
import { ABIS } from '../../../../devnet/chain/abis';
import { ABI_DIR, exportName, generate, readEntries, REFERENCE_DIR } from '../../../../scripts/abi-gen.mjs';

interface Entry {
  readonly name: string;
}
interface Abi {
  readonly functions: readonly Entry[];
  readonly events: readonly Entry[];
}
type Kind = 'functions' | 'events';
type Fingerprints = Record<string, Partial<Record<Kind, Record<string, string>>>>;

const FINGERPRINTS_FILE = './abi-fingerprints.json';
const hasReference = existsSync(REFERENCE_DIR);
const ENTRIES = readEntries();
const byExport = modules as unknown as Record<string, Abi & { 'ABI version': number; version: string; header: readonly string[] }>;

/** Every generated module with its reference file. */
const committed = Object.entries(ENTRIES).map(([module, { reference }]) => ({ module, reference, abi: byExport[exportName(module)]! }));

const entries = committed.flatMap(({ module, reference, abi }) =>
  (['functions', 'events'] as const).flatMap((kind) =>
    abi[kind].map((entry) => ({ label: `abi/${module}.${entry.name}`, reference, kind, entry })),
  ),
);

const sha256 = (entry: unknown): string => createHash('sha256').update(JSON.stringify(entry)).digest('hex');

function referenceEntry(reference: string, kind: Kind, name: string): unknown {
  const abi = JSON.parse(readFileSync(`${REFERENCE_DIR}${reference}.abi.json`, 'utf8')) as Abi;
  return abi[kind].find((entry) => entry.name === name);
}

/** Fingerprints keyed by reference file, kind and name, in a stable order; `of` gives each entry's hash. */
function fingerprintsBy(of: (reference: string, kind: Kind, name: string, entry: Entry) => string): Fingerprints {
  const out: Fingerprints = {};
  const key = (e: (typeof entries)[number]): string => `${e.reference}|${e.kind}|${e.entry.name}`;
  const sorted = [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const { reference, kind, entry } of sorted) {
    ((out[reference] ??= {})[kind] ??= {})[entry.name] = of(reference, kind, entry.name, entry);
  }
  return out;
}

describe('abi/ modules', () => {
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

const referenceTitle = hasReference
  ? 'committed ABI entries against the reference in ../shared/spec/abi'
  : 'committed ABI entries against the reference: skipped, ../shared/spec/abi is absent (a clone without ../shared)';

describe.skipIf(!hasReference)(referenceTitle, () => {
  it('every entry is the reference entry, byte for byte (as JSON)', () => {
    for (const { label, reference, kind, entry } of entries) {
      expect(JSON.stringify(entry), label).toBe(JSON.stringify(referenceEntry(reference, kind, entry.name)));
    }
  });

  it('every file in abi/ is what `npm run abi:gen` writes', () => {
    for (const [file, source] of generate()) {
      expect(readFileSync(`${ABI_DIR}${file}`, 'utf8'), `abi/${file}: run npm run abi:gen`).toBe(source);
    }
  });

  it("abi-fingerprints.json holds the reference entries' SHA-256 (vitest -u rewrites it)", async () => {
    const fromReference = fingerprintsBy((reference, kind, name) => sha256(referenceEntry(reference, kind, name) ?? null));
    await expect(`${JSON.stringify(fromReference, null, 2)}\n`).toMatchFileSnapshot(FINGERPRINTS_FILE);
  });
});

describe('committed ABI entries against abi-fingerprints.json (runs without ../shared)', () => {
  it("every entry hashes to its reference entry's fingerprint, and no fingerprint is left over", () => {
    const recorded = JSON.parse(readFileSync(new URL(FINGERPRINTS_FILE, import.meta.url), 'utf8')) as Fingerprints;
    const actual = fingerprintsBy((_reference, _kind, _name, entry) => sha256(entry));
    const hint = 'a new entry is recorded by `vitest -u` (run where ../shared/spec/abi exists)';
    for (const { label, reference, kind, entry } of entries) {
      expect(sha256(entry), `${label} (${reference} ${kind}); ${hint}`).toBe(recorded[reference]?.[kind]?.[entry.name]);
    }
    expect(actual).toEqual(recorded);
  });
});
