import { useEffect, useState, type ComponentType } from 'react';
import { whenSessionMayExist } from '../../stores/session-hint';
import type { CollectionEditProps } from './types';

/**
 * The collection's edit-details form, for its owner only. Nothing renders for others; the session
 * code loads only when this browser may have a session, the form itself on the owner's click.
 */
export default function CollectionEdit(props: CollectionEditProps) {
  const [Gate, setGate] = useState<ComponentType<CollectionEditProps> | null>(null);
  useEffect(() => whenSessionMayExist(() => void import('./OwnerGate').then((mod) => setGate(() => mod.default))), []);
  return Gate ? <Gate {...props} /> : null;
}
