import { useEffect, useState, type ComponentType } from 'react';
import { mayHaveSession, SESSION_EVENT } from '../../stores/session-hint';
import type { ProfileEditProps } from './types';

/**
 * "Edit profile" on one's own profile. Nothing renders for others; the session code loads only when
 * this browser may have a session, the form itself on the owner's click (as the collection's edit).
 */
export default function ProfileEdit(props: ProfileEditProps) {
  const [Gate, setGate] = useState<ComponentType<ProfileEditProps> | null>(null);
  useEffect(() => {
    const load = () => void import('./OwnerGate').then((mod) => setGate(() => mod.default));
    if (mayHaveSession()) load();
    window.addEventListener(SESSION_EVENT, load);
    return () => window.removeEventListener(SESSION_EVENT, load);
  }, []);
  return Gate ? <Gate {...props} /> : null;
}
