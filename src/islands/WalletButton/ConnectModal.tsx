import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isInstalled } from '../../chain/discovery';
import { walletsFor, type WalletInfo } from '../../chain/wallets';
import { WALLET_CONNECTION_ERRORS } from '@shared/lib/errors';
import { WALLET_TEXT } from '@shared/lib/ui-text';
import { $chain, $connectModal, $wallet, closeConnectModal, connect, disconnect, recentWalletId } from '../../stores/wallet';
import Modal from '~/ui/Modal';
import { CONNECT_SHELL_ID } from './connect-shell';

/** WalletButton opens the dialog through this once the module is loaded. */
export { openConnectModal } from '../../stores/wallet';

const isMobile = () => typeof navigator !== 'undefined' && /Android|iPhone|iPad/i.test(navigator.userAgent);

function Label({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[11px] font-bold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
      {children}
    </span>
  );
}

/** Lists the wallets with Connected / Recent labels, Install links and mobile deep links; shows failures with Try again. */
export default function ConnectModal() {
  const modal = useStore($connectModal);
  const wallet = useStore($wallet);
  const chain = useStore($chain);
  const [installed, setInstalled] = useState<Record<string, boolean>>({});
  const [lastTried, setLastTried] = useState<WalletInfo['id'] | null>(null);
  const recent = recentWalletId();

  useEffect(() => {
    if (!modal.open) return;
    setInstalled(Object.fromEntries(walletsFor(chain).map((w) => [w.id, isInstalled(w)])));
  }, [modal.open, chain]);

  const choose = (id: WalletInfo['id']) => {
    setLastTried(id);
    void connect(id);
  };

  return (
    <Modal open={modal.open} title={WALLET_TEXT.connect} onClose={closeConnectModal} replaces={CONNECT_SHELL_ID}>
      {modal.failure ? (
        <div className="space-y-3 text-center" role="alert">
          <p className="text-lg font-bold">{WALLET_CONNECTION_ERRORS.connectionFailed}</p>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {modal.failure === 'rejected'
              ? WALLET_CONNECTION_ERRORS.requestRejected
              : modal.failure === 'not-installed'
                ? WALLET_CONNECTION_ERRORS.noProvider
                : modal.failure === 'no-permissions'
                  ? WALLET_CONNECTION_ERRORS.noPermissions
                  : modal.failure === 'no-account'
                    ? WALLET_CONNECTION_ERRORS.missingAccount
                    : WALLET_CONNECTION_ERRORS.connectionFailed}
          </p>
          <button
            type="button"
            className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-bold text-white hover:bg-emerald-600"
            onClick={() => lastTried && choose(lastTried)}
          >
            {WALLET_CONNECTION_ERRORS.tryAgain}
          </button>
        </div>
      ) : (
        <ul className="space-y-2">
          {walletsFor(chain).map((w) => {
            const connected = wallet.walletId === w.id && (wallet.status === 'connected' || wallet.status === 'unsupported-network');
            const deepLink = isMobile() && !installed[w.id] && w.mobileDeepLink ? w.mobileDeepLink(window.location.href) : null;
            return (
              <li key={w.id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
                <span className="flex-1 font-semibold">{w.name}</span>
                {connected && <Label>{WALLET_TEXT.connected}</Label>}
                {!connected && recent === w.id && <Label>{WALLET_TEXT.recent}</Label>}
                {connected ? (
                  <button
                    type="button"
                    className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
                    onClick={() => void disconnect()}
                  >
                    {WALLET_TEXT.disconnect}
                  </button>
                ) : installed[w.id] ? (
                  <button
                    type="button"
                    disabled={modal.pending !== null}
                    className="rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-bold text-white hover:bg-emerald-600 disabled:opacity-50"
                    onClick={() => choose(w.id)}
                  >
                    {modal.pending === w.id ? 'Connecting…' : 'Connect'}
                  </button>
                ) : deepLink ? (
                  <a href={deepLink} className="text-sm font-semibold text-emerald-800 underline dark:text-emerald-300">
                    Open in app
                  </a>
                ) : w.installUrl ? (
                  <a
                    href={w.installUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-emerald-800 underline dark:text-emerald-300"
                  >
                    {WALLET_TEXT.install}
                  </a>
                ) : (
                  <span className="text-sm text-gray-600 dark:text-gray-300">Not available</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {wallet.status === 'unsupported-network' && (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          Your wallet is on an unsupported network. Switch it to Venom mainnet.
        </p>
      )}
    </Modal>
  );
}
