// Errors the dev wallet rejects with, shaped like the Ever/Venom Wallet extensions' NekotonRpcError
// (what everscale-inpage-provider users catch): an Error with a numeric `code`, a `message`, and an
// optional `data`. The codes are the extensions' RpcErrorCode enum.
//
// A person rejecting (Reject button, closing the window, or the automation switch set to reject):
//   { code: 6, message: 'Rejected by user' }
// Other failures use the message `<method>: <text>` like the reference standalone provider.

export const RpcErrorCode = {
  INTERNAL: 0,
  TRY_AGAIN_LATER: 1,
  INVALID_REQUEST: 2,
  RESOURCE_UNAVAILABLE: 3,
  METHOD_NOT_FOUND: 4,
  INSUFFICIENT_PERMISSIONS: 5,
  REJECTED_BY_USER: 6,
  CONNECTION_IS_NOT_INITIALIZED: 7,
  MESSAGE_EXPIRED: 8,
} as const;

export type RpcErrorCodeValue = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

export const USER_REJECTED_MESSAGE = 'Rejected by user';

export class WalletRpcError<T = unknown> extends Error {
  constructor(
    readonly code: RpcErrorCodeValue,
    message: string,
    readonly data?: T,
  ) {
    super(message);
  }

  toJSON(): { code: number; message: string; data?: T } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export function userRejected(): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.REJECTED_BY_USER, USER_REJECTED_MESSAGE);
}

export function invalidRequest(method: string, text: string): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.INVALID_REQUEST, `${method}: ${text}`);
}

export function isUserRejection(error: unknown): boolean {
  return error instanceof WalletRpcError && error.code === RpcErrorCode.REJECTED_BY_USER;
}
