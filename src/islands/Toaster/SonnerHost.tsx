import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import 'sonner/dist/styles.css';
import { autoCloseMs } from '@shared/lib/notifications';
import { takeToasts, watchToasts, type ToastSpec } from '../../stores/toasts';

function show(spec: ToastSpec): void {
  // "Failed and success notifications auto-close after 10 seconds"; progress stays until replaced.
  const options = { id: spec.id, description: spec.description, duration: autoCloseMs(spec.kind) ?? Number.POSITIVE_INFINITY };
  if (spec.kind === 'progress') toast.loading(spec.title, options);
  else if (spec.kind === 'success') toast.success(spec.title, options);
  else if (spec.kind === 'rejected') toast.info(spec.title, options);
  else toast.error(spec.title, options);
}

/** sonner's toaster, fed from the queue in ./toasts. */
export default function SonnerHost() {
  // The toaster (a child) subscribes to sonner first, so the queued toasts are not lost.
  useEffect(() => watchToasts(() => takeToasts().forEach(show)), []);
  // The page follows the system's colour scheme (prefers-color-scheme), and so do its toasts.
  return <Toaster position="bottom-center" theme="system" closeButton />;
}
