// The cost of the indexer's per-collection rarity recompute (functions/indexer/rarity.ts), in Node's SQLite
// (the engine D1 runs). Usage:
//   node scripts/bench/rarity.mjs [--nfts 10000] [--types 7]   a synthetic collection in a fresh schema
//   node scripts/bench/rarity.mjs --db FILE                     the largest collection of a local D1 file (copied first)
// It reports the median of 5 runs of a recompute that rewrites every NFT of the collection (what a mint or a
// burn causes: the collection's size changes every score) and of one that finds nothing to change.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { COLLECTIONS_OF_NFTS, recomputeRaritySql } from '../../functions/indexer/rarity.ts';
import { lower, saveResults } from './harness/results.mjs';

const { values } = parseArgs({
  options: { nfts: { type: 'string', default: '10000' }, types: { type: 'string', default: '7' }, db: { type: 'string' } },
});

function freshDatabase() {
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(join('migrations', file), 'utf8'));
  return db;
}

/** A collection of `size` NFTs with `types` trait types; type t has 2 + 3t values with Zipf-like shares, and one NFT in ten lacks the last type. */
function syntheticCollection(db, size, types) {
  const collection = `0:${'c'.repeat(64)}`;
  let seed = 17;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (n) => {
    const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
    let r = random() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < n; i++) if ((r -= weights[i]) <= 0) return i;
    return n - 1;
  };
  db.exec('BEGIN');
  db.prepare('INSERT INTO collections (address, owner, created_at, updated_at, nft_count) VALUES (?, ?, 0, 0, ?)').run(
    collection,
    collection,
    size,
  );
  // Rows keyed by address ids, as the indexer writes them.
  const addressId = db.prepare('INSERT INTO addresses (address) VALUES (?) RETURNING id');
  const collectionId = addressId.get(collection).id;
  const nft = db.prepare(
    'INSERT INTO nfts (id, address, collection_id, collection, name_sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0)',
  );
  const trait = db.prepare(
    'INSERT INTO nft_traits (collection, type_key, value_key, nft, trait_type, trait_value) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const counts = new Map();
  for (let i = 0; i < size; i++) {
    const address = `0:${i.toString(16).padStart(64, '0')}`;
    const id = addressId.get(address).id;
    nft.run(id, address, collectionId, collection, String(i).padStart(8, '0'));
    for (let t = 0; t < types; t++) {
      if (t === types - 1 && i % 10 === 0) continue;
      const value = `v${pick(2 + 3 * t)}`;
      trait.run(collectionId, `t${t}`, value, id, `T${t}`, JSON.stringify(value));
      counts.set(`t${t}|${value}`, (counts.get(`t${t}|${value}`) ?? 0) + 1);
    }
  }
  const ct = db.prepare(
    'INSERT INTO collection_traits (collection, type_key, value_key, trait_type, trait_value, nft_count) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [key, n] of counts) {
    const [type, value] = key.split('|');
    ct.run(collection, type, value, type, value, n);
  }
  db.exec('COMMIT');
  return collection;
}

function largestCollection(file) {
  const dir = mkdtempSync(join(tmpdir(), 'rarity-'));
  const copy = join(dir, 'db.sqlite');
  copyFileSync(file, copy);
  const db = new DatabaseSync(copy);
  const { address } = db.prepare('SELECT address FROM collections ORDER BY nft_count DESC LIMIT 1').get();
  return { db, collection: address };
}

const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { db, collection } = values.db
  ? largestCollection(values.db)
  : (() => {
      const fresh = freshDatabase();
      return { db: fresh, collection: syntheticCollection(fresh, Number(values.nfts), Number(values.types)) };
    })();
const { total, traits } = db
  .prepare(
    'SELECT (SELECT nft_count FROM collections WHERE address = ?1) AS total, (SELECT count(*) FROM nft_traits WHERE collection = (SELECT id FROM addresses WHERE address = ?1)) AS traits',
  )
  .get(collection);
const someNft = JSON.stringify([
  db.prepare('SELECT address FROM nfts WHERE collection = ? AND burned = 0 LIMIT 1').get(collection).address,
]);
const recompute = db.prepare(recomputeRaritySql(COLLECTIONS_OF_NFTS));
const time = (before) => {
  before?.();
  const started = performance.now();
  const { changes } = recompute.run(someNft);
  return { ms: performance.now() - started, changes: Number(changes) };
};
const rewrite = [];
const unchanged = [];
for (let i = 0; i < 5; i++) {
  const full = time(() =>
    db.prepare('UPDATE nfts SET rarity_score = NULL, rarity_rank = NULL WHERE collection = ? AND burned = 0').run(collection),
  );
  rewrite.push(full.ms);
  unchanged.push(time().ms);
  if (i === 0) console.log(`collection ${collection}: ${total} NFTs, ${traits} trait rows; a full recompute rewrote ${full.changes} rows`);
}
console.log(
  `every NFT rewritten (a mint or burn): median ${median(rewrite).toFixed(1)} ms; nothing to change: median ${median(unchanged).toFixed(1)} ms`,
);
saveResults(
  'rarity',
  [
    lower('recompute, every NFT rewritten, median', +median(rewrite).toFixed(1), 'ms'),
    lower('recompute, nothing to change, median', +median(unchanged).toFixed(1), 'ms'),
  ],
  { collection, nfts: total, traitRows: traits, rewriteMs: rewrite, unchangedMs: unchanged },
);
