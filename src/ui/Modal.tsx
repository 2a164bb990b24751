import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './dialog-focus';

interface Props {
  open: boolean;
  title: string;
  /** Without it the modal cannot be dismissed (Escape and the backdrop do nothing). */
  onClose?: () => void;
  /** The id of a placeholder dialog this one takes over from (see dialog-focus). */
  replaces?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: focus trapping, Escape and the top layer come from the browser; focus
 * returns to the opener when it closes.
 */
export default function Modal({ open, title, onClose, replaces, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open, replaces);
  return (
    // A click on the backdrop closes it; the keyboard closes it with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose?.();
      }}
      className="m-auto w-[min(26rem,92vw)] rounded-2xl border border-gray-200 bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4 dark:border-gray-700">
        <h2 className="text-lg font-extrabold">{title}</h2>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-lg px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            ✕
          </button>
        )}
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  );
}
