// CPU time of a benchmark's server processes (Linux /proc; elsewhere no processes and 0 ms), which other load
// on a shared machine barely moves, unlike wall-clock timings.
import { readdirSync, readFileSync } from 'node:fs';

/** The processes under `root` (Linux /proc; empty elsewhere). */
export function descendants(root) {
  const parents = new Map();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return [];
  }
  const out = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop();
    for (const [child, parent] of parents) {
      if (parent === pid) {
        out.push(child);
        queue.push(child);
      }
    }
  }
  return out;
}

/** User + system CPU milliseconds of these processes (clock ticks of 10 ms). */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}
