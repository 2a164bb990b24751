/**
 * The devnet's message-body "BOC" (provider-protocol §5: a simulated devnet may use its own opaque
 * format as long as every provider method round-trips it). A body is base64 of UTF-8 JSON:
 *
 *   {"devnet-body-v1": {"t": "call",  "m": <function>, "i": {<input by ABI name>}}}
 *   {"devnet-body-v1": {"t": "answer", "m": <callback>, "f": <answered function>, "i": {<outputs by name>}}}
 *   {"devnet-body-v1": {"t": "event", "e": <event>, "d": {<fields by name>}}}
 *
 * Values are in provider wire format (integers as decimal strings, cells base64, addresses
 * "wc:hex"). A plain value transfer has no body. Browser-safe: the dev wallet decodes with it.
 */
import { jsonDepthWithin } from './json-depth';

export const BODY_TAG = 'devnet-body-v1';
/** Bodies arrive inside RPC requests (at most 1 MiB), so a larger one is not a body. */
const MAX_BODY_BOC_CHARS = 1024 * 1024;

export type DevnetBody =
  | { readonly t: 'call'; readonly m: string; readonly i: Readonly<Record<string, unknown>> }
  | { readonly t: 'answer'; readonly m: string; readonly f: string; readonly i: Readonly<Record<string, unknown>> }
  | { readonly t: 'event'; readonly e: string; readonly d: Readonly<Record<string, unknown>> };

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Standard or URL-safe base64 to bytes; null when it is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  try {
    const binary = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  const clean = hex.trim().replace(/^0x/i, '');
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer> | string): Promise<string> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', data)));
}

export function encodeBody(body: DevnetBody): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify({ [BODY_TAG]: body })));
}

/** The body inside a base64 BOC, or null when it is not a devnet body. */
export function decodeBody(boc: string | null | undefined): DevnetBody | null {
  if (!boc || boc.length > MAX_BODY_BOC_CHARS) return null;
  const bytes = base64ToBytes(boc);
  if (!bytes) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!jsonDepthWithin(text)) return null;
    const parsed: unknown = JSON.parse(text);
    const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[BODY_TAG] : undefined;
    if (typeof body !== 'object' || body === null) return null;
    const b = body as Record<string, unknown>;
    const record = (value: unknown): Readonly<Record<string, unknown>> =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    if (b['t'] === 'call' && typeof b['m'] === 'string') return { t: 'call', m: b['m'], i: record(b['i']) };
    if (b['t'] === 'answer' && typeof b['m'] === 'string' && typeof b['f'] === 'string')
      return { t: 'answer', m: b['m'], f: b['f'], i: record(b['i']) };
    if (b['t'] === 'event' && typeof b['e'] === 'string') return { t: 'event', e: b['e'], d: record(b['d']) };
    return null;
  } catch {
    return null;
  }
}
