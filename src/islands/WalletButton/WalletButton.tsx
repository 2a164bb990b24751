import { useEffect, useState, type ComponentType } from 'react';
import { WALLET_TEXT } from '../../lib/ui-text';
import { mayHaveSession } from '../../stores/session-hint';
import type { Props } from './WalletCorner';

/**
 * The navbar's wallet corner. A first-time visitor gets only this button: the wallet, session and chain
 * code load on the first click, or at once when this browser already has a session to resume.
 */
export default function WalletButton(props: Props) {
  const [Corner, setCorner] = useState<ComponentType<Props> | null>(null);

  async function load(openModal: boolean) {
    const mod = await import('./WalletCorner');
    setCorner(() => mod.default);
    if (openModal) mod.openConnectModal();
  }

  useEffect(() => {
    if (mayHaveSession()) void load(false);
  }, []);

  if (Corner) return <Corner {...props} />;
  return (
    <button
      type="button"
      onClick={() => void load(true)}
      className="shrink-0 rounded-lg bg-[#0b7d5c] px-4 py-2 text-sm font-bold text-white hover:bg-[#11a97d]"
    >
      <span className="hidden sm:inline">{WALLET_TEXT.connect}</span>
      <span className="sm:hidden">{WALLET_TEXT.connectShort}</span>
    </button>
  );
}
