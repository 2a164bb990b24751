// My NFTs' bulk tools around the Collected grid (its cards are this island's children). The tools
// (./BulkTools) load only when this browser may hold a session, so visitors load nothing more.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Token } from '@shared/lib/tokens';
import { mayHaveSession, SESSION_EVENT } from '../../stores/session-hint';
import type { BulkToolsProps } from './BulkTools';

interface Props {
  readonly apiBase: string;
  readonly tokens: readonly Token[];
  /** The profile's address. */
  readonly owner: string;
  readonly children?: ReactNode;
}

export default function BulkSelection({ children, ...props }: Props) {
  const anchor = useRef<HTMLDivElement>(null);
  const [Tools, setTools] = useState<ComponentType<BulkToolsProps> | null>(null);
  useEffect(() => {
    const load = () => void import('./BulkTools').then((mod) => setTools(() => mod.default));
    if (mayHaveSession()) load();
    window.addEventListener(SESSION_EVENT, load, { once: true });
    return () => window.removeEventListener(SESSION_EVENT, load);
  }, []);
  return (
    <div ref={anchor}>
      {Tools && <Tools {...props} anchor={anchor} />}
      {children}
    </div>
  );
}
