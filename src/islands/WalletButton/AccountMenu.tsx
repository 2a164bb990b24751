import { useRef, useState } from 'react';
import { useModalDialog } from '~/ui/dialog-focus';
import { formatCoinBalance } from '@shared/lib/amounts';
import { shortenAddress } from '@shared/lib/address';
import { NATIVE_COIN_NAME } from '@shared/lib/constants';

interface Props {
  open: boolean;
  address: string;
  /** The account's username and avatar (same-origin URL), when it has them. */
  username: string | null;
  avatar: string | null;
  balance: string | null;
  onClose: () => void;
  onLogout: () => void;
  /** Opens the wallet list, to connect another wallet or disconnect this one. */
  onChangeWallet: () => void;
}

/** The Clipboard API where the browser allows it, the older selection copy where it does not. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.cssText = 'position:fixed;opacity:0';
    (document.querySelector('dialog[open]') ?? document.body).appendChild(field);
    field.select();
    const ok = document.execCommand('copy');
    field.remove();
    return ok;
  }
}

/** The side menu behind the account block: Profile, Explore, Logout, and a copy button for the address. */
export default function AccountMenu({ open, address, username, avatar, balance, onClose, onLogout, onChangeWallet }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  useModalDialog(ref, open);

  const copy = async () => {
    const ok = await copyText(address);
    setCopied(ok);
    if (ok) setTimeout(() => setCopied(false), 1500);
  };

  const item = 'block rounded-lg px-3 py-2 font-semibold hover:bg-gray-100 dark:hover:bg-gray-800';
  return (
    // A click on the backdrop closes it; the keyboard closes it with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label="Account"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      className="m-0 ml-auto h-full max-h-none w-[min(20rem,90vw)] border-l border-gray-200 bg-white p-0 text-gray-900 backdrop:bg-black/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex h-full flex-col p-4">
        <div className="flex items-center justify-between">
          <div className="flex min-w-0 items-center gap-2">
            {avatar && <img src={avatar} alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded-full object-cover" />}
            <div className="min-w-0">
              {username && (
                <p className="truncate font-700" data-testid="menu-username">
                  {username}
                </p>
              )}
              <p className="font-mono text-sm" title={address} data-testid="menu-address">
                {shortenAddress(address)}
              </p>
            </div>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-lg px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            ✕
          </button>
        </div>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
          {balance === null ? '—' : `${formatCoinBalance(balance)} ${NATIVE_COIN_NAME}`}
        </p>
        <button
          type="button"
          onClick={() => void copy()}
          className="mt-3 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
        >
          {copied ? 'Copied' : 'Copy address'}
        </button>
        <nav aria-label="Account" className="mt-4 space-y-1">
          <a href={`/profile/${address}`} className={item}>
            Profile
          </a>
          <a href="/explore/items" className={item}>
            Explore
          </a>
          <button type="button" onClick={onChangeWallet} className={`${item} w-full text-left`}>
            Change wallet
          </button>
          <button type="button" onClick={onLogout} className={`${item} w-full text-left`}>
            Logout
          </button>
        </nav>
      </div>
    </dialog>
  );
}
