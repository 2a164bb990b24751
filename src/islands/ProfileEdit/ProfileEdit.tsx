import { useEffect, useState, type ComponentType } from 'react';
import { whenSessionMayExist } from '../../stores/session-hint';
import type { ProfileEditProps } from './types';

/**
 * "Edit profile" on one's own profile. Nothing renders for others; the session code loads only when
 * this browser may have a session, the form itself on the owner's click (as the collection's edit).
 */
export default function ProfileEdit(props: ProfileEditProps) {
  const [Gate, setGate] = useState<ComponentType<ProfileEditProps> | null>(null);
  useEffect(() => whenSessionMayExist(() => void import('./OwnerGate').then((mod) => setGate(() => mod.default))), []);
  return Gate ? <Gate {...props} /> : null;
}
