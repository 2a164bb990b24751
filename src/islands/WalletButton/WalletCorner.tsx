import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatNavbarBalance } from '@shared/lib/amounts';
import { shortenAddress } from '@shared/lib/address';
import { NATIVE_COIN_NAME } from '@shared/lib/constants';
import { WALLET_TEXT } from '@shared/lib/ui-text';
import { $login, $session, configureSession, logoutAndDisconnect, signIn } from '../../stores/session';
import { $balance, $chain, $connectModal, $networkId, $wallet, rememberedConnection, resume } from '../../stores/wallet';
import ConnectButton from './ConnectButton';
import { useOwnProfile } from './own-profile';

// The modals and the menu load when first needed; the button itself stays tiny. The connect dialog
// is WalletButton's (it opens before this module loads).
const LoginModal = lazy(() => import('./LoginModal'));
const AccountMenu = lazy(() => import('./AccountMenu'));

export interface Props {
  chain: string;
  serviceName: string;
  apiBase: string;
  /** The network wallets must be on, and its signature id (shared/lib/network-config.ts). */
  networkId: number;
  signatureId: number | null;
}

export interface CornerProps extends Props {
  /** Opens the connect dialog (WalletButton loads it). */
  onConnect: () => void;
}

/** The navbar's wallet corner once the wallet code is loaded: Connect wallet, or the account block with its menu. */
export default function WalletCorner({ chain, serviceName, apiBase, networkId, signatureId, onConnect }: CornerProps) {
  const wallet = useStore($wallet);
  const session = useStore($session);
  const balance = useStore($balance);
  const modal = useStore($connectModal);
  const login = useStore($login);
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
  const profile = useOwnProfile(apiBase, connected ? wallet.address : null);
  const username = profile?.username ?? null;
  const menuSlot = typeof document === 'undefined' ? null : document.querySelector('[data-menu-account]');
  // Connected, but the login signature was refused (or never asked, after a reload): say so, and offer it.
  const needsSignIn = connected && !session && login !== 'signing';
  return (
    <>
      {session && (
        <a href={`/profile/${session.address}`} className="hidden shrink-0 text-sm font-semibold hover:underline md:inline">
          My NFTs
        </a>
      )}
      {session &&
        menuSlot &&
        createPortal(
          <a href={`/profile/${session.address}`} className="block rounded-lg px-3 py-2 font-600 hover:bg-gray-100 dark:hover:bg-gray-800">
            My NFTs
          </a>,
          menuSlot,
        )}
      {needsSignIn && (
        <button type="button" onClick={() => void signIn()} className="btn-primary h-11 shrink-0 px-3 font-700" data-testid="sign-in">
          Sign in
        </button>
      )}
      {connected ? (
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          // On a phone, Sign in alone fits beside the search box; the account block comes back once signed in.
          // The address and the coin balance (spec §2), stacked on phones so the search box keeps its room.
          className={`${needsSignIn ? 'hidden sm:flex' : 'flex'} min-h-11 shrink-0 flex-col items-start justify-center rounded-lg border border-gray-300 px-1.5 text-[11px] font-semibold leading-tight hover:bg-gray-100 sm:flex-row sm:items-center sm:gap-2 sm:px-3 sm:text-sm dark:border-gray-600 dark:hover:bg-gray-800`}
          data-testid="account-block"
        >
          <span className="flex min-w-0 items-center gap-1.5">
            {profile?.avatar && (
              <img
                src={profile.avatar}
                alt=""
                width={20}
                height={20}
                className="hidden h-5 w-5 shrink-0 rounded-full object-cover sm:block"
              />
            )}
            {username && (
              <span className="max-w-[5rem] truncate sm:max-w-[8rem] lg:max-w-[10rem]" data-testid="account-username">
                {username}
              </span>
            )}
            {/* On a phone the block keeps the address's width: the username alone, cut to it (the menu shows the rest). */}
            <span className={username ? 'hidden font-mono font-normal text-gray-600 sm:inline dark:text-gray-300' : 'font-mono'}>
              {shortenAddress(wallet.address!)}
            </span>
          </span>
          <span className="text-[11px] text-gray-600 sm:text-sm dark:text-gray-300" data-testid="navbar-balance">
            {balance === null ? (
              '…'
            ) : (
              <>
                {formatNavbarBalance(balance)}
                {/* Out of view below 390 px (uno.config.ts), where the header has no room for it; still read out. */}
                <span data-navbar-unit> {NATIVE_COIN_NAME}</span>
              </>
            )}
          </span>
        </button>
      ) : (
        <ConnectButton
          onClick={onConnect}
          label={WALLET_TEXT.connect}
          shortLabel={WALLET_TEXT.connectShort}
          disabled={wallet.status === 'initializing'}
        />
      )}
      {walletUsed && (
        <Suspense fallback={null}>
          <LoginModal />
          {connected && (
            <AccountMenu
              open={menuOpen}
              address={wallet.address!}
              username={username}
              avatar={profile?.avatar ?? null}
              balance={balance}
              onClose={() => setMenuOpen(false)}
              onLogout={() => {
                setMenuOpen(false);
                void logoutAndDisconnect();
              }}
              onChangeWallet={() => {
                setMenuOpen(false);
                onConnect();
              }}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
