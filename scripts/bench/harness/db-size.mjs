// The size of a local D1 database (the largest SQLite file under <persistTo>/v3/d1), its events, and
// the bytes per event with every index included, per table and index from SQLite's dbstat.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

function sqliteFiles(dir) {
  let found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found = found.concat(sqliteFiles(path));
    else if (entry.name.endsWith('.sqlite')) found.push(path);
  }
  return found;
}

export function databaseSize(persistTo, top = 12) {
  const [file] = sqliteFiles(join(persistTo, 'v3', 'd1')).sort((a, b) => statSync(b).size - statSync(a).size);
  if (!file) return null;
  // The benchmark's server may still be letting go of the file.
  const db = new DatabaseSync(file, { readOnly: true, timeout: 30_000 });
  try {
    const events = db.prepare('SELECT count(*) AS n FROM chain_events').get().n;
    const objects = db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC').all();
    const bytes = objects.reduce((sum, o) => sum + o.bytes, 0);
    return {
      file,
      bytes,
      events,
      bytesPerEvent: events > 0 ? Math.round(bytes / events) : null,
      largest: objects
        .slice(0, top)
        .map((o) => ({ name: o.name, mb: +(o.bytes / 1e6).toFixed(1), bytesPerEvent: events > 0 ? Math.round(o.bytes / events) : null })),
    };
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = databaseSize(process.argv[2] ?? '.wrangler/state', 40);
  console.log(
    size
      ? `${(size.bytes / 1e6).toFixed(1)} MB, ${size.events.toLocaleString('en')} events, ${size.bytesPerEvent} bytes/event`
      : 'no database',
  );
  if (size) console.table(size.largest);
}
