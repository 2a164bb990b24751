// The production build (CHAIN=mainnet npm run build) holds no devnet or dev wallet module, in the Worker or
// in the browser's files, and its Worker config binds no devnet. The devnet build beside it (dist/, which
// `npm test` builds first) does hold the dev wallet: the same check finds it there.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OUT = '.wrangler/production-build-test';
// The adapter points wrangler at the last build; the test's build must not move it off dist/.
const DEPLOY_REDIRECT = '.wrangler/deploy/config.json';

const devtoolModule = (id: string) =>
  /(^|\/)devnet\//.test(id) || id.includes('src/devnet-wallet/') || id.endsWith('/DevnetWalletScript.astro');

function modules(outDir: string): { ssr: string[]; client: string[] } {
  const read = (name: string) =>
    existsSync(`${outDir}/modules/${name}.json`) ? (JSON.parse(readFileSync(`${outDir}/modules/${name}.json`, 'utf8')) as string[]) : [];
  return { ssr: read('ssr'), client: read('client') };
}

describe('the production build', () => {
  let redirect: string | null = null;
  beforeAll(() => {
    redirect = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT, 'utf8') : null;
    rmSync(OUT, { recursive: true, force: true });
    execFileSync('npx', ['astro', 'build'], {
      env: { ...process.env, CHAIN: 'mainnet', ASTRO_OUT_DIR: OUT, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
  }, 300_000);
  afterAll(() => {
    if (redirect !== null) writeFileSync(DEPLOY_REDIRECT, redirect);
    rmSync(OUT, { recursive: true, force: true });
  });

  it('holds no devnet or dev wallet module, in the Worker or the browser files', () => {
    const { ssr, client } = modules(OUT);
    expect(ssr).toContain('src/worker.ts');
    expect(client.length).toBeGreaterThan(50);
    expect(ssr.filter(devtoolModule)).toEqual([]);
    expect(client.filter(devtoolModule)).toEqual([]);
  });

  it('binds no devnet in its Worker config', () => {
    const config = JSON.parse(readFileSync(`${OUT}/server/wrangler.json`, 'utf8')) as {
      services?: { binding: string }[];
      durable_objects?: { bindings: { class_name: string }[] };
    };
    expect((config.services ?? []).map((s) => s.binding)).not.toContain('DEVNET');
    expect((config.durable_objects?.bindings ?? []).map((b) => b.class_name)).toEqual(['ChainReader', 'LiveTopic']);
  });

  it('while the devnet build holds the dev wallet, which the same check finds', () => {
    const { ssr, client } = modules('dist');
    expect(ssr.filter(devtoolModule)).toContain('src/devnet-wallet/approve.astro');
    expect(client.filter(devtoolModule)).toContain('devnet/wallet/inject.ts');
  });
});
