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

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The switch as set now (read on every approval, so tests can flip it between calls). */
export function readAutoConfig(store: Storage | null = storage()): AutoConfig | null {
  return parseAutoConfig(store?.getItem(STORAGE_KEYS.auto));
}

/**
 * `?devnet-wallet=auto:<index>` (approve), `?devnet-wallet=auto:<index>:reject` (reject) or
 * `?devnet-wallet=manual` (windows again) stores the switch; other values are ignored.
 */
export function captureAutoFromUrl(url: URL, store: Storage | null = storage()): void {
  const value = url.searchParams.get(AUTO_QUERY_PARAM);
  if (!value || !store) return;
  if (value === 'manual') {
    store.removeItem(STORAGE_KEYS.auto);
    return;
  }
  const match = /^auto:(\d{1,3})(?::(approve|reject))?$/.exec(value);
  if (!match) return;
  const config: AutoConfig = { account: Number(match[1]), approve: match[2] !== 'reject' };
  store.setItem(STORAGE_KEYS.auto, JSON.stringify(config));
}
