/// <reference types="astro/client" />

// Secrets: set in .dev.vars locally (npm start writes one with random values) and as Worker secrets in production.
declare namespace Cloudflare {
  interface Env {
    JWT_SECRET: string;
    OPERATOR_TOKEN: string;
  }
}

declare namespace App {
  interface Locals {
    api: import('./api/client').MarketplaceApi;
  }
}
