// The static files carry the Worker's security headers: public/_headers (read by Workers static assets,
// which serves /_astro/* and /favicon.svg without the Worker) says the same as functions/edge/security-headers.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedSecurityHeaders } from '@functions/edge/security-headers';

/** The `_headers` rules: path pattern, then its indented `Name: value` lines. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (current && colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

describe('public/_headers', () => {
  it("gives every static file the Worker's security headers", () => {
    const rules = parseHeadersFile(readFileSync(new URL('../../../../public/_headers', import.meta.url), 'utf8'));
    expect([...rules.keys()]).toEqual(['/*']);
    expect(rules.get('/*')).toEqual(fixedSecurityHeaders(false));
  });
});
