import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { normalizeAddress } from '@shared/lib/address';
import { $session } from '../../stores/session';
import type { CollectionEditProps } from './types';

const EditForm = lazy(() => import('./EditForm'));

/** "Edit details" for the signed-in owner of the collection; nothing for anyone else. */
export default function OwnerGate(props: CollectionEditProps) {
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const owner = normalizeAddress(props.owner);
  if (!session || owner === null || normalizeAddress(session.address) !== owner) return null;
  return (
    <div className="mt-4">
      <button type="button" className="btn-ghost" onClick={() => setOpen(true)}>
        Edit details
      </button>
      {open && (
        <Suspense fallback={null}>
          <EditForm {...props} token={session.token} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
