// npm run check, after `npm run types`: the type check (astro check: every .astro and .ts file) and the lint
// (ESLint, Prettier) side by side, since each keeps about one core busy. Each one's output is printed whole
// when it ends, in this order; the check fails if either fails.
import { spawn } from 'node:child_process';

const STEPS = ['astro check --minimumSeverity warning', 'npm run lint'];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const results = await Promise.all(STEPS.map(run));
for (const { command, code, output } of results) {
  process.stdout.write(`\n> ${command}\n${output}`);
  if (code !== 0) console.error(`\n${command} failed (exit ${code})`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
