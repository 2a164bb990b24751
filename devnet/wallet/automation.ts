// The automation switch (documented in inject.ts): approve or reject everything without a window.
import { AUTO_QUERY_PARAM, STORAGE_KEYS } from './constants';

export interface AutoConfig {
  /** The dev account to pick (connect / change account). */
  readonly account: number;
  /** true: approve everything; false: reject everything (as a person clicking Reject). */
  readonly approve: boolean;
}

export function parseAutoConfig(raw: string | null | undefined): AutoConfig | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { account, approve } = value as { account?: unknown; approve?: unknown };
    if (typeof account !== 'number' || !Number.isInteger(account) || account < 0) return null;
    return { account, approve: approve !== false };
  } catch {
    return null;
  }
}

/** Where the switch lives: the link's in this tab only (sessionStorage), the tests' lasting one in localStorage. */
export interface AutoStores {
  readonly tab: Storage | null;
  readonly lasting: Storage | null;
}

function browserStore(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof globalThis[name] === 'undefined' ? null : globalThis[name];
  } catch {
    return null;
  }
}

const browserStores = (): AutoStores => ({ tab: browserStore('sessionStorage'), lasting: browserStore('localStorage') });

/** The switch as set now (read on every approval, so tests can flip it between calls); this tab's link first. */
export function readAutoConfig(stores: AutoStores = browserStores()): AutoConfig | null {
  return parseAutoConfig(stores.tab?.getItem(STORAGE_KEYS.auto)) ?? parseAutoConfig(stores.lasting?.getItem(STORAGE_KEYS.auto));
}

/**
 * `?devnet-wallet=auto:<index>` (approve) or `?devnet-wallet=auto:<index>:reject` (reject) sets the switch
 * for this tab only: a link someone else crafted must not turn the approval window off for good (the
 * lasting switch is localStorage's, set by tests). `?devnet-wallet=manual` brings the windows back, both
 * switches off. Other values are ignored.
 */
export function captureAutoFromUrl(url: URL, stores: AutoStores = browserStores()): void {
  const value = url.searchParams.get(AUTO_QUERY_PARAM);
  if (!value) return;
  if (value === 'manual') {
    stores.tab?.removeItem(STORAGE_KEYS.auto);
    stores.lasting?.removeItem(STORAGE_KEYS.auto);
    return;
  }
  const match = /^auto:(\d{1,3})(?::(approve|reject))?$/.exec(value);
  if (!match) return;
  const config: AutoConfig = { account: Number(match[1]), approve: match[2] !== 'reject' };
  stores.tab?.setItem(STORAGE_KEYS.auto, JSON.stringify(config));
}
