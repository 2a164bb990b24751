import { useRef } from 'react';
import { useFocusHandoff } from '~/ui/dialog-focus';

/**
 * The navbar's Connect wallet button, the same in the server markup and once loaded. `data-capture`
 * lets the page's capture script keep a click made before the island hydrates.
 */
export default function ConnectButton({
  onClick,
  label,
  shortLabel,
  disabled = false,
  busy = false,
  placeholder = false,
}: {
  onClick: () => void;
  label: string;
  shortLabel: string;
  disabled?: boolean;
  busy?: boolean;
  /** The island's stand-in until its wallet corner loads (unseen while a stored session resumes). */
  placeholder?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusHandoff(ref);
  return (
    <button
      ref={ref}
      type="button"
      data-capture="connect"
      data-wallet-placeholder={placeholder || undefined}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      // One name at every width: a phone shows the short label, which the name starts with.
      aria-label={label}
      className="btn-primary h-11 shrink-0 font-700 disabled:opacity-60"
    >
      <span className="hidden sm:inline">{label}</span>
      <span className="sm:hidden">{shortLabel}</span>
    </button>
  );
}
