#!/usr/bin/env node
// Runs a command under a Node recent enough for the toolchain: astro, wrangler, miniflare and vitest need
// Node >= 22.12. On an older Node (the one a distribution ships, 18 or 20) it installs Node 24 from the npm
// registry into .tools once (the `node-<os>-<arch>` package: a plain binary, no install script), says so in
// one line, and runs the command with that Node first on PATH, so the `node`, `npm run` and `npx` the
// command starts resolve to it as well. On a recent Node the command runs as it is.
//   node scripts/node-runtime.mjs <command> [arg...]        one program and its arguments
//   node scripts/node-runtime.mjs '<a && b ...>' [arg...]   a command line, run by sh as npm runs scripts
// Every npm script and .ci/run go through it. Plain JavaScript that Node 18 runs: nothing else exists yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MINIMUM = { major: 22, minor: 12 };
const INSTALLED_MAJOR = 24;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOOLS = join(ROOT, '.tools');

/** True when a `process.version`-style version ("v22.12.0") is at least MINIMUM. */
export function isRecentNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM.major || (major === MINIMUM.major && minor >= MINIMUM.minor);
}

/** The npm package carrying a Node binary for this platform, or null when there is none. */
export function nodePackageFor(platform, arch) {
  const os = { linux: 'linux', darwin: 'darwin' }[platform];
  return os && (arch === 'x64' || arch === 'arm64') ? `node-${os}-${arch}` : null;
}

/** A command line for sh: the first argument as written (it may hold `&&`, `${VAR:-x}`), the rest quoted. */
export function shellCommand(commandLine, args) {
  return [commandLine, ...args.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`)].join(' ');
}

/** A single program name or path, which runs without a shell (so signals reach it, not an sh between). */
export const isPlainProgram = (commandLine) => /^[\w@%+=:,./-]+$/.test(commandLine);

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The bin folder of a recent Node in .tools, installing it first when it is missing or too old. */
function toolsNodeBin(announce) {
  const pkg = nodePackageFor(process.platform, process.arch);
  if (!pkg)
    fail(
      `Node ${process.version} is older than ${MINIMUM.major}.${MINIMUM.minor} and the npm registry has no Node for ${process.platform}-${process.arch}: install Node ${MINIMUM.major}.${MINIMUM.minor} or newer.`,
    );
  const bin = join(TOOLS, 'node_modules', pkg, 'bin');
  let version = existsSync(join(bin, 'node')) ? versionOf(join(bin, 'node')) : null;
  if (version && isRecentNode(version)) {
    announce(`Node ${version} from .tools`);
    return bin;
  }
  announce(`Node ${INSTALLED_MAJOR}, installing ${pkg}@${INSTALLED_MAJOR} from the npm registry into .tools`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      TOOLS,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-fund',
      '--no-audit',
      '--loglevel=error',
      `${pkg}@${INSTALLED_MAJOR}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  version = install.status === 0 && existsSync(join(bin, 'node')) ? versionOf(join(bin, 'node')) : null;
  if (!version)
    fail(`Could not install ${pkg}@${INSTALLED_MAJOR} into ${TOOLS}: install Node ${MINIMUM.major}.${MINIMUM.minor} or newer, or retry.`);
  return bin;
}

function run([commandLine, ...args]) {
  if (!commandLine) fail('usage: node scripts/node-runtime.mjs <command> [arg...]');
  const env = { ...process.env };
  if (!isRecentNode(process.version)) {
    const event = process.env.npm_lifecycle_event;
    const what = event ? `the "${event}" script` : `\`${commandLine.length > 60 ? `${commandLine.slice(0, 59)}…` : commandLine}\``;
    const bin = toolsNodeBin((node) =>
      console.error(`Node ${process.version} is older than ${MINIMUM.major}.${MINIMUM.minor}: running ${what} under ${node}.`),
    );
    const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
    env[pathKey] = [bin, env[pathKey]].filter(Boolean).join(delimiter);
    // npm tells scripts which Node runs them; the command's own tools read these.
    env.NODE = env.npm_node_execpath = join(bin, 'node');
  }
  const child = isPlainProgram(commandLine)
    ? spawn(commandLine, args, { stdio: 'inherit', env })
    : spawn(shellCommand(commandLine, args), { stdio: 'inherit', env, shell: true });
  // As npm does for its scripts: pass on a stop request, then leave as the command did.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => fail(`${commandLine}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (signal) {
      for (const name of signals) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) run(process.argv.slice(2));
