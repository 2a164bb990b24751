import { useStore } from '@nanostores/react';
import { LOGIN_MODAL_TEXT } from '../../lib/ui-text';
import { $login } from '../../stores/session';
import Modal from './Modal';

/** Shown while the wallet asks for the login signature; it cannot be closed. */
export default function LoginModal() {
  const login = useStore($login);
  return (
    <Modal open={login === 'signing'} title="Sign in">
      <p className="text-center" role="status">
        {LOGIN_MODAL_TEXT}
      </p>
    </Modal>
  );
}
