import { useEffect, useState, type ComponentType } from 'react';
import type { Token } from '@shared/lib/tokens';
import { whenSessionMayExist } from '../../stores/session-hint';

export interface BellProps {
  readonly apiBase: string;
  readonly tokens: readonly Token[];
}

/** The navbar's notifications bell, for signed-in people only: its code loads only when a session may exist. */
export default function Bell(props: BellProps) {
  const [Live, setLive] = useState<ComponentType<BellProps> | null>(null);
  useEffect(() => whenSessionMayExist(() => void import('./BellLive').then((mod) => setLive(() => mod.default))), []);
  return Live ? <Live {...props} /> : null;
}
