import { useEffect, useState, type ComponentType } from 'react';
import { mayHaveSession, SESSION_EVENT } from '../../stores/session-hint';
import type { CollectionEditProps } from './types';

/**
 * The collection's edit-details form, for its owner only. Nothing renders for others; the session
 * code loads only when this browser may have a session, the form itself on the owner's click.
 */
export default function CollectionEdit(props: CollectionEditProps) {
  const [Gate, setGate] = useState<ComponentType<CollectionEditProps> | null>(null);
  useEffect(() => {
    const load = () => void import('./OwnerGate').then((mod) => setGate(() => mod.default));
    if (mayHaveSession()) load();
    window.addEventListener(SESSION_EVENT, load);
    return () => window.removeEventListener(SESSION_EVENT, load);
  }, []);
  return Gate ? <Gate {...props} /> : null;
}
