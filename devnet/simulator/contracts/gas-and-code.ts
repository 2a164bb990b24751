import type { Address } from '../address';
import { isZeroAddress } from '../address';
import { beginCell } from '@ton/core';
import { cellToBoc } from '../cells';
import { MsgFlag, type ExecContext } from '../context';
import { sha256Hex } from '@shared/tvm/sha256';

/** Small helpers every contract module uses. */

/** Sends everything not reserved to `to` without bounce (flag 128 + 2). */
export function sendAllTo(ctx: ExecContext<unknown>, to: Address, flag: number = MsgFlag.ALL_NOT_RESERVED + MsgFlag.IGNORE_ERRORS): void {
  ctx.send({ to, value: 0n, flag, bounce: false });
}

/** TIP-3/TIP-4 style "remainingGasTo": skipped when it is zero or the contract itself. */
export function sendRemainingGasTo(ctx: ExecContext<unknown>, to: Address): void {
  if (!isZeroAddress(to) && to !== ctx.self) sendAllTo(ctx, to);
}

/** A stand-in for a contract's code cell (the devnet runs no TVM code): 256 bits, SHA-256 of its name. */
export function codeOf(codeName: string): string {
  return cellToBoc(beginCell().storeUint(codeHashOf(codeName), 256).endCell());
}

export function codeHashOf(codeName: string): bigint {
  return BigInt(`0x${sha256Hex(`code|${codeName}`)}`);
}
