import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { normalizeAddress } from '@shared/lib/address';
import { $session } from '../../stores/session';
import type { ProfileEditProps } from './types';

const ProfileForm = lazy(() => import('./ProfileForm'));

/** "Edit profile" for the signed-in address of this profile; nothing for anyone else. */
export default function OwnerGate(props: ProfileEditProps) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const owner = normalizeAddress(props.address);
  if (!session || owner === null || normalizeAddress(session.address) !== owner) return null;
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setOpen(true)} data-testid="edit-profile">
        Edit profile
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfileForm {...props} token={session.token} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
