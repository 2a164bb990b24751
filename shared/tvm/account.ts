/**
 * An account state BOC (what `getContractState` returns as `account`: Everscale's AccountStuff, with or
 * without the leading `account$1` tag), read as far as the reader needs: address, balance, last
 * transaction lt, and the code and data cells of an active account. `buildAccount` writes the same
 * layout (the devnet serves its states this way).
 *
 *   account$1 addr:MsgAddressInt storage_stat:StorageInfo storage:AccountStorage
 *   storage_info$_ used:(cells bits public_cells: VarUInteger 7) last_paid:uint32 due_payment:(Maybe Grams)
 *   account_storage$_ last_trans_lt:uint64 balance:CurrencyCollection state:AccountState
 *   account_active$1 StateInit | account_uninit$00 | account_frozen$01 state_hash:bits256
 */
import { Address, beginCell, Cell } from '@ton/core';
import type { AbiCell } from './abi';
import { readBoc, UnsupportedBocError, type RawCell } from './boc';

export interface AccountState {
  readonly address: string;
  readonly balance: bigint;
  readonly lastTransLt: bigint;
  readonly status: 'active' | 'uninit' | 'frozen';
  readonly code: Cell | null;
  readonly data: Cell | null;
}

export class AccountBocError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountBocError';
  }
}

export function parseAccount(boc: string): AccountState {
  return readAccount(boc).state;
}

/** The account's persistent data for the ABI decoder, on the lean path without building @ton/core cells; null when it has none. */
export function accountData(boc: string): AbiCell | null {
  return readAccount(boc).data;
}

function readAccount(boc: string): { state: AccountState; data: AbiCell | null } {
  try {
    return parseLean(readBoc(Buffer.from(boc, 'base64')));
  } catch (error) {
    if (!(error instanceof UnsupportedBocError))
      throw new AccountBocError(`not an account state: ${error instanceof Error ? error.message : String(error)}`);
    const state = parseAccountWithCore(boc);
    return { state, data: state.data };
  }
}

/** The lean path (./boc.ts): code and data become @ton/core cells only when read. */
function parseLean(root: RawCell): { state: AccountState; data: RawCell | null } {
  const rest = root.slice();
  // addr_std starts 10 then anycast 0: a leading 110 is the account$1 tag before it.
  if (root.slice().uint(3) === 0b110) rest.skip(1);
  const address = rest.address();
  for (let i = 0; i < 3; i++) rest.varUint(3);
  rest.skip(32);
  if (rest.bit()) rest.skipCoins();
  const lastTransLt = rest.uint64();
  const balance = rest.varUint(4);
  if (rest.bit()) rest.loadRef();
  if (!rest.bit()) {
    const status = rest.bit() ? 'frozen' : 'uninit';
    return { state: { address, balance, lastTransLt, status, code: null, data: null }, data: null };
  }
  if (rest.bit()) rest.skip(5);
  if (rest.bit()) rest.skip(2);
  const code = rest.bit() ? rest.loadRef() : null;
  const data = rest.bit() ? rest.loadRef() : null;
  let codeCell: Cell | null | undefined;
  let dataCell: Cell | null | undefined;
  const state: AccountState = {
    address,
    balance,
    lastTransLt,
    status: 'active',
    get code() {
      return (codeCell ??= code?.toCell() ?? null);
    },
    get data() {
      return (dataCell ??= data?.toCell() ?? null);
    },
  };
  return { state, data };
}

/** The same with @ton/core alone: the fallback for BOC forms ./boc.ts leaves to it. */
export function parseAccountWithCore(boc: string): AccountState {
  try {
    const slice = Cell.fromBase64(boc).beginParse();
    // addr_std starts 10 then anycast 0: a leading 110 is the account$1 tag before it.
    if (slice.preloadUint(3) === 0b110) slice.skip(1);
    const address = slice.loadAddress();
    slice.loadVarUintBig(3);
    slice.loadVarUintBig(3);
    slice.loadVarUintBig(3);
    slice.skip(32);
    if (slice.loadBit()) slice.loadCoins();
    const lastTransLt = slice.loadUintBig(64);
    const balance = slice.loadCoins();
    slice.loadMaybeRef();
    let status: AccountState['status'] = 'uninit';
    let code: Cell | null = null;
    let data: Cell | null = null;
    if (slice.loadBit()) {
      status = 'active';
      if (slice.loadBit()) slice.skip(5);
      if (slice.loadBit()) slice.skip(2);
      code = slice.loadMaybeRef();
      data = slice.loadMaybeRef();
      // eslint-disable-next-line no-dupe-else-if -- each loadBit() reads the next bit
    } else if (slice.loadBit()) status = 'frozen';
    return { address: `${address.workChain}:${address.hash.toString('hex')}`, balance, lastTransLt, status, code, data };
  } catch (error) {
    throw new AccountBocError(`not an account state: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** An account with this code and data, or an uninit one without code (no storage statistics: zeros). */
export function buildAccount(state: { address: string; balance: bigint; lastTransLt: bigint; code: Cell | null; data: Cell }): Cell {
  const [wc = '0', hash = ''] = state.address.split(':');
  const account = beginCell()
    .storeBit(1)
    .storeAddress(new Address(Number(wc), Buffer.from(hash, 'hex')))
    .storeVarUint(0, 3)
    .storeVarUint(0, 3)
    .storeVarUint(0, 3)
    .storeUint(0, 32)
    .storeBit(0)
    .storeUint(state.lastTransLt, 64)
    .storeCoins(state.balance)
    .storeMaybeRef(null);
  if (!state.code) return account.storeUint(0, 2).endCell(); // account_uninit$00
  return account
    .storeBit(1) // account_active$1 StateInit
    .storeBit(0)
    .storeBit(0)
    .storeMaybeRef(state.code)
    .storeMaybeRef(state.data)
    .storeMaybeRef(null)
    .endCell();
}
