import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { normalizeAddress } from '@shared/lib/address';
import { $session } from '../../stores/session';
import { openDialogShell, takeShellDismissal } from '../../market/action-shell';
import { afterLoadIdle } from '../../stores/after-load-idle';
import type { ProfileFormProps } from './ProfileForm';
import type { ProfileEditProps } from './types';

const TITLE = 'Edit profile';
// The form loads at idle once the owner is known, and renders directly once loaded (a lazy component
// suspends at each mount, and React holds a shown fallback for 300 ms); its frame shows at the click.
let loadedForm: typeof import('./ProfileForm') | null = null;
const loadForm = () => import('./ProfileForm').then((mod) => (loadedForm = mod));
const LazyProfileForm = lazy(loadForm);
type Form = ComponentType<ProfileFormProps>;

/** "Edit profile" for the signed-in address of this profile; nothing for anyone else. */
export default function OwnerGate(props: ProfileEditProps) {
  const session = useStore($session);
  // The form as it was when opened, kept while it is open: switching from the lazy one to the loaded one on
  // a later render (a session update) would mount a new form and drop what the person typed.
  const [OpenForm, setOpenForm] = useState<Form | null>(null);
  const owner = normalizeAddress(props.address);
  const isOwner = session !== null && owner !== null && normalizeAddress(session.address) === owner;
  useEffect(() => (isOwner ? afterLoadIdle(() => void loadForm().catch(() => undefined)) : undefined), [isOwner]);
  if (!session || !isOwner) return null;
  const close = () => setOpenForm(null);
  const start = () => {
    if (!loadedForm) {
      openDialogShell(TITLE, document.activeElement);
      // Closed while the form loaded: the person changed their mind.
      void loadForm().then(
        () => !takeShellDismissal() || close(),
        () => undefined,
      );
    }
    setOpenForm(() => loadedForm?.default ?? LazyProfileForm);
  };
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={start} data-testid="edit-profile">
        {TITLE}
      </button>
      {OpenForm && (
        <Suspense fallback={null}>
          <OpenForm {...props} token={session.token} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
