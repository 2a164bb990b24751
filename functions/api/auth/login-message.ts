// The login message and the bytes a wallet signs for it: one rule for the dApp and the server.
export { buildLoginMessage, loginSignedBytes } from '@shared/lib/login-message';
