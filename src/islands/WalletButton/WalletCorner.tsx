import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatNavbarBalance } from '../../lib/amounts';
import { shortenAddress } from '../../lib/address';
import { NATIVE_COIN_NAME } from '../../lib/constants';
import { WALLET_TEXT } from '../../lib/ui-text';
import { $session, configureSession, logoutAndDisconnect } from '../../stores/session';
import { $balance, $chain, $connectModal, $networkId, $wallet, openConnectModal, rememberedConnection, resume } from '../../stores/wallet';

// The modals and the menu load when first needed; the button itself stays tiny.
const ConnectModal = lazy(() => import('./ConnectModal'));
const LoginModal = lazy(() => import('./LoginModal'));
const AccountMenu = lazy(() => import('./AccountMenu'));

export interface Props {
  chain: string;
  serviceName: string;
  apiBase: string;
  /** The network wallets must be on, and its signature id (src/lib/network-config.ts). */
  networkId: number;
  signatureId: number | null;
}

/** Opens the connect modal once this module is loaded (the first click on Connect wallet). */
export { openConnectModal };

/** The navbar's wallet corner once the wallet code is loaded: Connect wallet, or the account block with its menu. */
export default function WalletCorner({ chain, serviceName, apiBase, networkId, signatureId }: Props) {
  const wallet = useStore($wallet);
  const session = useStore($session);
  const balance = useStore($balance);
  const modal = useStore($connectModal);
  const [menuOpen, setMenuOpen] = useState(false);
  const [walletUsed, setWalletUsed] = useState(false);

  useEffect(() => {
    $chain.set(chain);
    $networkId.set(networkId);
    configureSession({ apiBase, serviceName, signatureId });
    if (rememberedConnection()) {
      setWalletUsed(true);
      void resume();
    }
  }, [chain, apiBase, serviceName, networkId, signatureId]);

  useEffect(() => {
    if (modal.open) setWalletUsed(true);
  }, [modal.open]);

  const connected = wallet.status === 'connected' && wallet.address;
  return (
    <>
      {session && (
        <a href={`/profile/${session.address}`} className="hidden shrink-0 text-sm font-semibold hover:underline md:inline">
          My NFTs
        </a>
      )}
      {connected ? (
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          className="flex shrink-0 items-center gap-2 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 dark:border-gray-600 dark:hover:bg-gray-800"
          data-testid="account-block"
        >
          <span className="font-mono">{shortenAddress(wallet.address!)}</span>
          <span className="hidden text-gray-600 sm:inline dark:text-gray-300">
            {balance === null ? '…' : `${formatNavbarBalance(balance)} ${NATIVE_COIN_NAME}`}
          </span>
        </button>
      ) : (
        <button
          type="button"
          onClick={openConnectModal}
          disabled={wallet.status === 'initializing'}
          className="shrink-0 rounded-lg bg-[#0b7d5c] px-4 py-2 text-sm font-bold text-white hover:bg-[#11a97d] disabled:opacity-60"
        >
          <span className="hidden sm:inline">{WALLET_TEXT.connect}</span>
          <span className="sm:hidden">{WALLET_TEXT.connectShort}</span>
        </button>
      )}
      {walletUsed && (
        <Suspense fallback={null}>
          <ConnectModal />
          <LoginModal />
          {connected && (
            <AccountMenu
              open={menuOpen}
              address={wallet.address!}
              balance={balance}
              onClose={() => setMenuOpen(false)}
              onLogout={() => {
                setMenuOpen(false);
                void logoutAndDisconnect();
              }}
              onChangeWallet={() => {
                setMenuOpen(false);
                openConnectModal();
              }}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
