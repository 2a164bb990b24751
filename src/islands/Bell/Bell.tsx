import { useEffect, useState, type ComponentType } from 'react';
import type { Token } from '@shared/lib/tokens';
import { mayHaveSession, SESSION_EVENT } from '../../stores/session-hint';

export interface BellProps {
  readonly apiBase: string;
  readonly tokens: readonly Token[];
}

/** The navbar's notifications bell, for signed-in people only: its code loads only when a session may exist. */
export default function Bell(props: BellProps) {
  const [Live, setLive] = useState<ComponentType<BellProps> | null>(null);
  useEffect(() => {
    const load = () => void import('./BellLive').then((mod) => setLive(() => mod.default));
    if (mayHaveSession()) load();
    window.addEventListener(SESSION_EVENT, load, { once: true });
    return () => window.removeEventListener(SESSION_EVENT, load);
  }, []);
  return Live ? <Live {...props} /> : null;
}
