// @ts-check
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { defineConfig } from 'astro/config';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The click-capture script BaseLayout inlines in every page's <head> (src/page-scripts/click-capture.inline.js):
// Astro hashes only the scripts it bundles, so this one's hash is added to the policy here.
const CLICK_CAPTURE = readFileSync(new URL('./src/page-scripts/click-capture.inline.js', import.meta.url), 'utf8');
/** @type {`sha256-${string}`} */
const CLICK_CAPTURE_HASH = `sha256-${createHash('sha256').update(CLICK_CAPTURE).digest('base64')}`;

// `client:on`: islands that hydrate when needed (on interaction, with a session, on the first toast).
/** @type {import('astro').AstroIntegration} */
const hydrateOnNeed = {
  name: 'hydrate-on-need',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'on', entrypoint: fileURLToPath(new URL('./src/directives/on.ts', import.meta.url)) }),
  },
};

// The chain a build is for (CHAIN=mainnet npm run build: the production build). A mainnet build holds no
// dev wallet: its loader renders nothing, its pages are not routed, and the Worker's config has no devnet
// binding. A devnet build (the default) holds them, and still serves mainnet when run with CHAIN=mainnet.
const BUILD_CHAIN = process.env.CHAIN === 'mainnet' ? 'mainnet' : 'devnet';
// Where a build goes (ASTRO_OUT_DIR: the production build test builds beside the usual dist/).
const OUT_DIR = process.env.ASTRO_OUT_DIR ?? './dist';
/** @param {string} path */
const srcPath = (path) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** @type {URL | undefined} */
let outDir;
/** @type {import('astro').AstroIntegration} */
const devnetDoors = {
  name: 'devnet-doors',
  hooks: {
    'astro:config:setup': ({ injectRoute, updateConfig }) => {
      if (BUILD_CHAIN === 'mainnet') {
        updateConfig({
          vite: {
            resolve: {
              alias: [{ find: /^.*\/DevnetWalletScript\.astro$/, replacement: srcPath('components/DevnetWalletScript/NoDevWallet.astro') }],
            },
          },
        });
        return;
      }
      injectRoute({ pattern: '/devnet-wallet', entrypoint: srcPath('devnet-wallet/index.astro') });
      injectRoute({ pattern: '/devnet-wallet/approve', entrypoint: srcPath('devnet-wallet/approve.astro') });
    },
    'astro:config:done': ({ config }) => {
      outDir = config.outDir;
    },
    'astro:build:done': () => {
      if (BUILD_CHAIN !== 'mainnet' || !outDir) return;
      const config = new URL('server/wrangler.json', outDir);
      const wrangler = JSON.parse(readFileSync(config, 'utf8'));
      wrangler.services = (wrangler.services ?? []).filter((/** @type {{ binding: string }} */ service) => service.binding !== 'DEVNET');
      writeFileSync(config, JSON.stringify(wrangler));
    },
  },
};

// Every module each part of a build holds (dist/modules/<environment>.json): what the production build
// test reads to prove a mainnet build holds no devnet or dev wallet module.
/** @type {import('vite').Plugin} */
const moduleList = {
  name: 'module-list',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (!outDir) return;
    const ids = new Set();
    for (const output of Object.values(bundle)) if (output.type === 'chunk') for (const id of output.moduleIds) ids.add(id);
    const root = fileURLToPath(new URL('./', import.meta.url));
    const list = [...ids].map((id) => (id.startsWith(root) ? id.slice(root.length) : id)).sort();
    mkdirSync(new URL('modules/', outDir), { recursive: true });
    writeFileSync(new URL(`modules/${this.environment.name}.json`, outDir), JSON.stringify(list, null, 1));
  },
};

// Changes with every build: cached HTML names the build's asset files, so it must never outlive them.
const BUILD_ID = Date.now().toString(36);

export default defineConfig({
  vite: {
    plugins: [moduleList],
    define: { 'import.meta.env.BUILD_ID': JSON.stringify(BUILD_ID) },
    // @ton/core's cell hashes with the project's one synchronous SHA-256 instead of @ton/crypto's jssha (shared/tvm/ton-crypto.ts).
    resolve: { alias: { '@ton/crypto': fileURLToPath(new URL('./shared/tvm/ton-crypto.ts', import.meta.url)) } },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // @astrojs/cloudflare's `process` shim banner is for the Worker, but it also lands on every browser
              // chunk (about 0.6 KB gzipped a page); the browser code reads `process` only behind a typeof test.
              banner: '',
              codeSplitting: {
                groups: [
                  {
                    // The small modules every page loads (constants, texts, storage keys, the click
                    // capture and connect-dialog shell, the toast queue) in one file rather than seven: about
                    // 0.5 KB gzipped a page of per-file overhead. Nothing here imports React or the chain code.
                    name: 'site',
                    test: /[\\/](shared[\\/]lib[\\/](constants|ui-text)|src[\\/](stores[\\/](storage|session-hint|toasts)|scripts[\\/]captured-clicks|islands[\\/]WalletButton[\\/]connect-shell))\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  outDir: OUT_DIR,
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react(), hydrateOnNeed, devnetDoors],
  // Viewport prefetch with the spec's 200px margin is handled by Astro's prefetch on hover/viewport.
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // Hashes for every script and style Astro inlines, in a per-page <meta> policy (no 'unsafe-inline').
  security: { csp: { scriptDirective: { hashes: [CLICK_CAPTURE_HASH] } } },
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
});
