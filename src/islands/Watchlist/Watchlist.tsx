import { useEffect, useState, type ComponentType } from 'react';
import type { Token } from '@shared/lib/tokens';
import { whenSessionMayExist } from '../../stores/session-hint';

export interface WatchlistProps {
  readonly apiBase: string;
  /** The profile's address: only this address's session sees the list. */
  readonly address: string;
  /** The payment tokens, to name a price in its own token. */
  readonly tokens: readonly Token[];
}

const PRIVATE = 'A watchlist is private: sign in with this address to see it.';

/** The profile's Watchlist tab. The session code loads only when a session may exist. */
export default function Watchlist(props: WatchlistProps) {
  const [Live, setLive] = useState<ComponentType<WatchlistProps> | null>(null);
  useEffect(() => whenSessionMayExist(() => void import('./WatchlistLive').then((mod) => setLive(() => mod.default))), []);
  return Live ? <Live {...props} /> : <p className="text-sm text-ink-soft dark:text-gray-300">{PRIVATE}</p>;
}

export { PRIVATE as WATCHLIST_PRIVATE };
