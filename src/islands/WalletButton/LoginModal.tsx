import { useStore } from '@nanostores/react';
import { WALLET_CONNECTION_ERRORS } from '@shared/lib/errors';
import { LOGIN_MODAL_TEXT, SIGN_IN_FAILED } from '@shared/lib/ui-text';
import { $login, $loginFailure, dismissLoginFailure, signIn } from '../../stores/session';
import Modal from '~/ui/Modal';

/**
 * Shown while the wallet asks for the login signature; it cannot be closed. When the signature is
 * rejected (or fails), it says so and offers to try again, with the spec's connection wording.
 */
export default function LoginModal() {
  const login = useStore($login);
  const failure = useStore($loginFailure);
  if (login !== 'signing' && failure)
    return (
      <Modal open title="Sign in" onClose={dismissLoginFailure}>
        <div className="space-y-4 text-center" role="alert" data-testid="sign-in-failure">
          <p>{failure === 'rejected' ? WALLET_CONNECTION_ERRORS.requestRejected : SIGN_IN_FAILED}</p>
          <div className="flex justify-center gap-2">
            <button type="button" className="btn-ghost" onClick={dismissLoginFailure}>
              Cancel
            </button>
            <button type="button" className="btn-primary" onClick={() => void signIn()}>
              {WALLET_CONNECTION_ERRORS.tryAgain}
            </button>
          </div>
        </div>
      </Modal>
    );
  return (
    <Modal open={login === 'signing'} title="Sign in">
      <p className="text-center" role="status">
        {LOGIN_MODAL_TEXT}
      </p>
    </Modal>
  );
}
