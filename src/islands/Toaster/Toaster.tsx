import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner } from './load-sonner';
import { watchToasts } from '../../stores/toasts';

// sonner and its styles load with the first toast, never before.
const SonnerHost = lazy(() => loadSonner().then(() => import('./SonnerHost')));

/** The page's toasts at the bottom centre (spec §2), mounted once in BaseLayout. */
export default function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => watchToasts(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerHost />
    </Suspense>
  );
}
