// @ts-check
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { defineConfig } from 'astro/config';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The click-capture script BaseLayout inlines in every page's <head> (src/scripts/click-capture.inline.js):
// Astro hashes only the scripts it bundles, so this one's hash is added to the policy here.
const CLICK_CAPTURE = readFileSync(new URL('./src/scripts/click-capture.inline.js', import.meta.url), 'utf8');
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

// Changes with every build: cached HTML names the build's asset files, so it must never outlive them.
const BUILD_ID = Date.now().toString(36);

export default defineConfig({
  vite: {
    define: { 'import.meta.env.BUILD_ID': JSON.stringify(BUILD_ID) },
    // @ton/core's cell hashes with native SHA-256 instead of @ton/crypto's jssha (functions/chain/ton-crypto.ts).
    resolve: { alias: { '@ton/crypto': fileURLToPath(new URL('./functions/chain/ton-crypto.ts', import.meta.url)) } },
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
                    test: /[\\/](shared[\\/]lib[\\/](constants|ui-text)|src[\\/](stores[\\/](storage|session-hint)|scripts[\\/]captured-clicks|islands[\\/](Toaster[\\/]toasts|WalletButton[\\/]connect-shell)))\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [UnoCSS({ injectReset: true }), react(), hydrateOnNeed],
  // Viewport prefetch with the spec's 200px margin is handled by Astro's prefetch on hover/viewport.
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // Hashes for every script and style Astro inlines, in a per-page <meta> policy (no 'unsafe-inline').
  security: { csp: { scriptDirective: { hashes: [CLICK_CAPTURE_HASH] } } },
  server: { port: Number(process.env.PORT ?? 4321), host: '127.0.0.1' },
});
