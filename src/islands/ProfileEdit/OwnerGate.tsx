import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { normalizeAddress } from '@shared/lib/address';
import { $session } from '../../stores/session';
import { openDialogShell, takeShellDismissal } from '../../market/action-shell';
import { afterLoadIdle } from '../../stores/after-load-idle';
import type { ProfileEditProps } from './types';

const TITLE = 'Edit profile';
// The form loads at idle once the owner is known, and renders directly once loaded (a lazy component
// suspends at each mount, and React holds a shown fallback for 300 ms); its frame shows at the click.
let loadedForm: typeof import('./ProfileForm') | null = null;
const loadForm = () => import('./ProfileForm').then((mod) => (loadedForm = mod));
const LazyProfileForm = lazy(loadForm);

/** "Edit profile" for the signed-in address of this profile; nothing for anyone else. */
export default function OwnerGate(props: ProfileEditProps) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const owner = normalizeAddress(props.address);
  const isOwner = session !== null && owner !== null && normalizeAddress(session.address) === owner;
  useEffect(() => (isOwner ? afterLoadIdle(() => void loadForm().catch(() => undefined)) : undefined), [isOwner]);
  if (!session || !isOwner) return null;
  const ProfileForm = loadedForm?.default ?? LazyProfileForm;
  const start = () => {
    if (!loadedForm) {
      openDialogShell(TITLE, document.activeElement);
      // Closed while the form loaded: the person changed their mind.
      void loadForm().then(
        () => !takeShellDismissal() || setOpen(false),
        () => undefined,
      );
    }
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={start} data-testid="edit-profile">
        {TITLE}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfileForm {...props} token={session.token} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
