/// <reference types="astro/client" />

// Wasm the Worker imports compiled (Cloudflare's CompiledWasm modules): Workers cannot compile Wasm from bytes at run time.
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}

interface ImportMetaEnv {
  /** Set per build in astro.config.mjs; keys the HTML cache. */
  readonly BUILD_ID?: string;
}

// Secrets: set in .dev.vars locally (npm start writes one with random values) and as Worker secrets in production.
interface Secrets {
  JWT_SECRET: string;
  OPERATOR_TOKEN: string;
  /** Web Push's VAPID key pair, base64url (functions/push/config.ts): push is off without it. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
}
// Interfaces, so they merge with the generated Env (worker-configuration.d.ts).
/* eslint-disable @typescript-eslint/no-empty-object-type */
interface Env extends Secrets {}
declare namespace Cloudflare {
  interface Env extends Secrets {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */

declare namespace App {
  interface Locals {
    api: import('./api/client').MarketplaceApi;
    flags: import('@shared/lib/edge-flags').EdgeFlags;
    /** Set when the page failed because the API could not answer (read by src/pages/500.astro). */
    outage?: boolean;
  }
}

// The `client:on` directive (src/directives/on.ts, registered in astro.config.mjs).
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates on need: any of `interaction`, `session`, `toast`, space-separated. */
    'client:on'?: string;
  }
}
