// Security headers for every response the Worker sends (pages, API, errors, the maintenance page).
// Scripts and styles are governed by the per-page policy Astro emits as a <meta> with hashes of what
// it inlines; this header adds what a <meta> policy cannot carry (frame-ancestors) and locks the rest.

/** Pages that may be framed by the site itself: the dev wallet's approval window (devnet only). */
const FRAMABLE_BY_SELF = /^\/devnet-wallet\//;

export function contentSecurityPolicy(apiOrigin: string | null, framableBySelf = false): string {
  const connect = ["'self'", apiOrigin].filter(Boolean).join(' ');
  return [
    framableBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * Adds the edge's directives to a policy the response already has (Astro's script and style hashes, a
 * media file's sandbox); a directive the response sets itself wins.
 */
export function mergePolicies(existing: string | null, edge: string): string {
  if (!existing?.trim()) return edge;
  const own = existing
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const named = new Set(own.map((d) => d.split(/\s+/)[0]!.toLowerCase()));
  const added = edge
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !named.has(d.split(/\s+/)[0]!.toLowerCase()));
  return [...own, ...added].join('; ');
}

/** The headers besides the policy; public/_headers gives the static files the same (its test keeps them equal). */
export function fixedSecurityHeaders(framable: boolean): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': framable ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function withSecurityHeaders(response: Response, apiOrigin: string | null, pathname = '/'): Response {
  const out = new Response(response.body, response);
  const h = out.headers;
  const framable = FRAMABLE_BY_SELF.test(pathname);
  h.set('Content-Security-Policy', mergePolicies(h.get('content-security-policy'), contentSecurityPolicy(apiOrigin, framable)));
  for (const [name, value] of Object.entries(fixedSecurityHeaders(framable))) h.set(name, value);
  return out;
}
