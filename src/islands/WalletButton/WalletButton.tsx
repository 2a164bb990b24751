import { useEffect, useRef, useState, type ComponentType } from 'react';
import { takeCapturedClicks, islandOf } from '../../page-scripts/captured-clicks';
import { WALLET_TEXT } from '@shared/lib/ui-text';
import { mayHaveSession } from '../../stores/session-hint';
import ConnectButton from './ConnectButton';
import { connectShell, openConnectShell, watchShellDismissal } from './connect-shell';
import type { CornerProps, Props } from './WalletCorner';

type ConnectModule = typeof import('./ConnectModal');

/**
 * The navbar's wallet corner. A first-time visitor gets only this button: the wallet, session and chain
 * code load on the first click, or at once when this browser already has a session to resume.
 * A click on Connect wallet shows the dialog's server-rendered first frame at once; the real dialog
 * (its own small chunk, without the session code) replaces it as soon as it is loaded.
 */
export default function WalletButton(props: Props) {
  const [Corner, setCorner] = useState<ComponentType<CornerProps> | null>(null);
  const [Connect, setConnect] = useState<ComponentType | null>(null);
  const connectModule = useRef<ConnectModule | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);

  const loadCorner = () => void import('./WalletCorner').then((mod) => setCorner(() => mod.default));

  /** Opens the connect dialog; `shellOpen` when the capture script already showed its first frame. */
  const openConnect = (shellOpen = false) => {
    if (connectModule.current) return connectModule.current.openConnectModal();
    const shell = shellOpen ? connectShell() : openConnectShell(document.activeElement);
    void import('./ConnectModal').then((mod) => {
      connectModule.current = mod;
      setConnect(() => mod.default);
      // Closing the first frame before the dialog was ready cancels the request.
      if (!shell || shell.open) mod.openConnectModal();
    });
  };

  const start = (shellOpen = false) => {
    // The dialog first: its frame shows in this task, the imports follow.
    openConnect(shellOpen);
    loadCorner();
  };

  useEffect(() => {
    const stopWatching = watchShellDismissal();
    // A click made before this island was ready was kept by the page's capture script: act on it now.
    if (takeCapturedClicks(islandOf(anchor.current)).length > 0) start(true);
    else if (mayHaveSession()) loadCorner();
    return stopWatching;
    // Once, when the island is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <span ref={anchor} hidden />
      {Corner ? (
        <Corner {...props} onConnect={() => openConnect()} />
      ) : (
        <ConnectButton onClick={() => start()} label={WALLET_TEXT.connect} shortLabel={WALLET_TEXT.connectShort} placeholder />
      )}
      {Connect && <Connect />}
    </>
  );
}
