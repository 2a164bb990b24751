import { useEffect, useRef, useState, type ComponentType } from 'react';
import { takeCapturedClicks, islandOf } from '../../scripts/captured-clicks';
import { WALLET_TEXT } from '../../lib/ui-text';
import { mayHaveSession } from '../../stores/session-hint';
import ConnectButton from './ConnectButton';
import type { CornerProps, Props } from './WalletCorner';

/**
 * The navbar's wallet corner. A first-time visitor gets only this button: the wallet, session and chain
 * code load on the first click, or at once when this browser already has a session to resume.
 * The connect dialog does not wait for the session code (which carries zod): its own small chunk
 * loads beside it, so the first Connect click shows the dialog after one round trip.
 */
export default function WalletButton(props: Props) {
  const [Corner, setCorner] = useState<ComponentType<CornerProps> | null>(null);
  const [Connect, setConnect] = useState<ComponentType | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);

  const loadCorner = () => void import('./WalletCorner').then((mod) => setCorner(() => mod.default));

  /** Mounts the connect dialog (once) and opens it. */
  const openConnect = () => {
    void import('./ConnectModal').then((mod) => {
      setConnect(() => mod.default);
      mod.openConnectModal();
    });
  };

  const start = () => {
    loadCorner();
    openConnect();
  };

  useEffect(() => {
    // A click made before this island was ready was kept by the page's capture script: act on it now.
    if (takeCapturedClicks(islandOf(anchor.current)).length > 0) start();
    else if (mayHaveSession()) loadCorner();
  }, []);

  return (
    <>
      <span ref={anchor} hidden />
      {Corner ? (
        <Corner {...props} onConnect={openConnect} />
      ) : (
        <ConnectButton onClick={start} label={WALLET_TEXT.connect} shortLabel={WALLET_TEXT.connectShort} />
      )}
      {Connect && <Connect />}
    </>
  );
}
