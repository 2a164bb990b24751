// "Actions requiring login show the connect-wallet flow first" (spec §6): resolves true once the
// viewer is signed in with a connected wallet, false when they give up (close the connect modal,
// close the dialog that says the signature was rejected).
import { normalizeAddress } from '@shared/lib/address';
import { agreeToTermsFirst } from '../page-scripts/terms';
import { WALLET_TEXT } from '@shared/lib/ui-text';
import { $login, $loginFailure, $session, signIn } from '../stores/session';
import { $connectModal, $wallet, currentConnection, openConnectModal, rememberedConnection } from '../stores/wallet';

/** The signed-in address when the session and the connected wallet agree, else null. */
export function signedInAddress(): string | null {
  const session = $session.get();
  const connection = currentConnection();
  if (!session || !connection) return null;
  const address = normalizeAddress(session.address);
  return address !== null && address === normalizeAddress(connection.account.address) ? address : null;
}

/**
 * Opens the navbar's connect flow: its button loads the wallet corner (with the connect and login
 * modals) when it is not loaded yet; once loaded, the shared store opens the modal.
 */
function requestConnect(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Main"] button');
  const navbarButton = [...buttons].find((b) => {
    const text = b.textContent ?? '';
    return text.includes(WALLET_TEXT.connect) || text.trim() === WALLET_TEXT.connectShort;
  });
  if (navbarButton && !navbarButton.disabled) navbarButton.click();
  else openConnectModal();
}

export function ensureSession(): Promise<boolean> {
  if (signedInAddress()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const startedConnected = $wallet.get().status === 'connected' && currentConnection() !== null;
    let requested = false;
    let opened = false;
    let signing = $login.get() === 'signing';
    let finished = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const stops: (() => void)[] = [];
    const done = (ok: boolean) => {
      if (finished) return;
      finished = true;
      stops.forEach((stop) => stop());
      timers.forEach(clearTimeout);
      resolve(ok);
    };
    const connect = () => {
      if (requested) return;
      requested = true;
      requestConnect();
      // The navbar island may not be hydrated yet to take the click: try again for a few seconds,
      // then open the modal through the store.
      let tries = 0;
      const retry = () => {
        if (opened || finished) return;
        if (++tries < 10) {
          requestConnect();
          timers.push(setTimeout(retry, 500));
        } else openConnectModal();
      };
      timers.push(setTimeout(retry, 500));
    };
    const check = () => {
      if (finished) return;
      if (signedInAddress()) return done(true);
      const wallet = $wallet.get();
      const login = $login.get();
      if (login === 'signing') signing = true;
      // A refused signature: the login dialog offers to try again; giving up there ends the flow.
      else if (login === 'failed' && signing && $loginFailure.get() === null) return done(false);
      if ($connectModal.get().open) {
        opened = true;
        return;
      }
      if (wallet.status === 'initializing') return;
      if (wallet.status === 'connected' && currentConnection()) {
        // Connected but not signed in: the connect flow signs in by itself; otherwise ask once.
        if (!opened && startedConnected && !signing) {
          signing = true;
          void signIn().then((ok) => {
            // A refusal leaves the decision to the login dialog's Try again (see check).
            if (!ok && $loginFailure.get() === null) done(signedInAddress() !== null);
          });
        }
        return;
      }
      if (opened) return done(false);
      connect();
    };
    stops.push(
      $session.listen(check),
      $wallet.listen(check),
      $connectModal.listen(check),
      $login.listen(check),
      $loginFailure.listen(check),
    );
    // A remembered wallet is being resumed by the navbar: give it a moment before asking again.
    if (rememberedConnection() && $wallet.get().status === 'disconnected') timers.push(setTimeout(check, 1500));
    else check();
  });
}

/**
 * Before a market action: the terms agreement modal for someone who has not agreed (spec §2), then
 * the sign-in flow. Resolves true when both are done. `askedBy` is the data-capture name of the button
 * clicked, which takes the focus back when the terms modal closes.
 */
export async function ensureReadyToTrade(askedBy?: string): Promise<boolean> {
  return (await agreeToTermsFirst(askedBy)) && ensureSession();
}
