import { Address as CoreAddress, beginCell, type Cell, type Slice } from '@ton/core';
import { ZERO_ADDRESS, type Address } from './address';
import { cellFromBoc, cellToBoc } from './cells';
import { ChainError, ExitCode } from './errors';

/**
 * The payload cells of Appendix A: what the `build*` getters produce and how the factories and
 * offers parse them (by remaining bit counts).
 */

/** Bits a standard address takes in a cell: addr_std$10 anycast:0 workchain:int8 hash:uint256. */
const ADDRESS_BITS = 267;

/** A raw address as @ton/core stores it. */
function std(address: Address): CoreAddress {
  return CoreAddress.parseRaw(address);
}

/** Reading what is not a standard address is the TVM's cell underflow (exit code 9), as reading too far is. */
function loadAddress(s: Slice): Address {
  let address: CoreAddress;
  try {
    address = s.loadAddress();
  } catch (error) {
    throw new ChainError(ExitCode.CELL_UNDERFLOW, error instanceof Error ? error.message : 'not a standard address');
  }
  return `${address.workChain}:${address.hash.toString('hex')}`;
}

/** A payload as the contracts read it (./cells.ts: '' and bytes that are not a BOC are the empty cell). */
function slice(boc: string | null | undefined): Slice {
  return cellFromBoc(boc).beginParse();
}

export interface DiscountRef {
  readonly collection: Address;
  readonly nftId: bigint;
}

/** Appendix A: the discount cell holds the collection if given, then the nft id if given. */
function discountCell(collection: Address | null, nftId: bigint | null): Cell {
  const builder = beginCell();
  if (collection !== null) builder.storeAddress(std(collection));
  if (nftId !== null) builder.storeUint(nftId, 256);
  return builder.endCell();
}

/** A.1 / A.2 / A.3: the discount applies only when the reference cell holds both fields (≥ 523 bits). */
function readDiscount(s: Slice): DiscountRef | null {
  if (s.remainingRefs === 0) return null;
  const ref = s.loadRef().beginParse();
  if (ref.remainingBits < ADDRESS_BITS + 256) return null;
  return { collection: loadAddress(ref), nftId: ref.loadUintBig(256) };
}

function readCallbackId(s: Slice): bigint {
  return s.remainingBits >= 32 ? s.loadUintBig(32) : 0n;
}

// ---- A.1 DirectSell creation ----

export interface DirectSellCreation {
  readonly callbackId: bigint;
  readonly startTime: bigint;
  readonly durationTime: bigint;
  readonly paymentToken: Address;
  readonly price: bigint;
  readonly recipient: Address | null;
  readonly discount: DiscountRef | null;
}

export function buildDirectSellCreationPayload(p: {
  callbackId: bigint;
  startTime: bigint;
  durationTime: bigint;
  paymentToken: Address;
  price: bigint;
  recipient: Address;
  discountCollection: Address | null;
  discountNftId: bigint | null;
}): string {
  const builder = beginCell()
    .storeUint(p.callbackId, 32)
    .storeUint(p.startTime, 64)
    .storeUint(p.durationTime, 64)
    .storeAddress(std(p.paymentToken))
    .storeUint(p.price, 128)
    .storeAddress(std(p.recipient))
    .storeRef(discountCell(p.discountCollection, p.discountNftId));
  return cellToBoc(builder.endCell());
}

/** DS-A.4: callbackId (else 0); the sale block needs ≥ 523 bits or the listing is declined (null). */
export function parseDirectSellCreation(payload: string): { callbackId: bigint; sale: DirectSellCreation | null } {
  const s = slice(payload);
  const callbackId = readCallbackId(s);
  if (s.remainingBits < 64 + 64 + ADDRESS_BITS + 128) return { callbackId, sale: null };
  const startTime = s.loadUintBig(64);
  const durationTime = s.loadUintBig(64);
  const paymentToken = loadAddress(s);
  const price = s.loadUintBig(128);
  const recipient = s.remainingBits >= ADDRESS_BITS ? loadAddress(s) : null;
  const discount = readDiscount(s);
  return { callbackId, sale: { callbackId, startTime, durationTime, paymentToken, price, recipient, discount } };
}

// ---- A.2 Auction creation ----

export interface AuctionCreation {
  readonly paymentToken: Address;
  readonly price: bigint;
  readonly auctionStartTime: bigint;
  readonly auctionDuration: bigint;
  readonly discount: DiscountRef | null;
}

export function buildAuctionCreationPayload(p: {
  callbackId: bigint;
  paymentToken: Address;
  price: bigint;
  auctionStartTime: bigint;
  auctionDuration: bigint;
  discountCollection: Address | null;
  discountNftId: bigint | null;
}): string {
  const builder = beginCell()
    .storeUint(p.callbackId, 32)
    .storeAddress(std(p.paymentToken))
    .storeUint(p.price, 128)
    .storeUint(p.auctionStartTime, 64)
    .storeUint(p.auctionDuration, 64)
    .storeRef(discountCell(p.discountCollection, p.discountNftId));
  return cellToBoc(builder.endCell());
}

/** AU-A.3: ≥ 523 bits after callbackId are required, else the auction is declined (null). */
export function parseAuctionCreation(payload: string): { callbackId: bigint; auction: AuctionCreation | null } {
  const s = slice(payload);
  const callbackId = readCallbackId(s);
  if (s.remainingBits < ADDRESS_BITS + 128 + 64 + 64) return { callbackId, auction: null };
  const paymentToken = loadAddress(s);
  const price = s.loadUintBig(128);
  const auctionStartTime = s.loadUintBig(64);
  const auctionDuration = s.loadUintBig(64);
  const discount = readDiscount(s);
  return { callbackId, auction: { paymentToken, price, auctionStartTime, auctionDuration, discount } };
}

// ---- A.3 DirectBuy creation ----

export interface DirectBuyCreation {
  readonly callbackId: bigint;
  readonly buyer: Address | null;
  readonly nft: Address;
  /** Null when fewer than 128 bits remain for start and duration (DB-A.3 decline). */
  readonly times: { readonly startTime: bigint; readonly durationTime: bigint } | null;
  readonly discount: DiscountRef | null;
}

export function buildDirectBuyCreationPayload(p: {
  callbackId: bigint;
  buyer: Address;
  nft: Address;
  startTime: bigint;
  durationTime: bigint;
  discountCollection: Address | null;
  discountNftId: bigint | null;
}): string {
  const builder = beginCell()
    .storeUint(p.callbackId, 32)
    .storeAddress(std(p.buyer))
    .storeAddress(std(p.nft))
    .storeUint(p.startTime, 64)
    .storeUint(p.durationTime, 64)
    .storeRef(discountCell(p.discountCollection, p.discountNftId));
  return cellToBoc(builder.endCell());
}

/** DB-A.3: callbackId, buyer, nft each if present; then ≥ 128 bits for the times. */
export function parseDirectBuyCreation(payload: string): DirectBuyCreation {
  const s = slice(payload);
  const callbackId = readCallbackId(s);
  const buyer = s.remainingBits >= ADDRESS_BITS ? loadAddress(s) : null;
  const nft = s.remainingBits >= ADDRESS_BITS ? loadAddress(s) : ZERO_ADDRESS;
  if (s.remainingBits < 128) return { callbackId, buyer, nft, times: null, discount: null };
  const startTime = s.loadUintBig(64);
  const durationTime = s.loadUintBig(64);
  return { callbackId, buyer, nft, times: { startTime, durationTime }, discount: readDiscount(s) };
}

// ---- A.4 buy / bid payloads ----

export function buildBuyPayload(callbackId: bigint, buyer: Address): string {
  return cellToBoc(beginCell().storeUint(callbackId, 32).storeAddress(std(buyer)).endCell());
}

/** A.4: both fields optional; an empty payload gives callbackId 0 and buyer = token sender. */
export function parseBuyPayload(payload: string, tokenSender: Address): { callbackId: bigint; buyer: Address } {
  const s = slice(payload);
  const callbackId = readCallbackId(s);
  const buyer = s.remainingBits >= ADDRESS_BITS ? loadAddress(s) : tokenSender;
  return { callbackId, buyer };
}

/** A.6: only the first 32 bits are read, as callbackId. */
export function parseCallbackId(payload: string): bigint {
  return readCallbackId(slice(payload));
}

// ---- A.5 burn payloads ----

export const BurnOperation = { Burn: 0n, Transfer: 1n } as const;

export function buildBurnPayload(operation: bigint, gasTo: Address): string {
  return cellToBoc(beginCell().storeUint(operation, 8).storeAddress(std(gasTo)).endCell());
}

/** 2.0.8: op (8 bits, default 0) then gasTo (zero if missing). */
export function parseBurnPayload(payload: string): { operation: bigint; gasTo: Address } {
  const s = slice(payload);
  const operation = s.remainingBits >= 8 ? s.loadUintBig(8) : 0n;
  const gasTo = s.remainingBits >= ADDRESS_BITS ? loadAddress(s) : ZERO_ADDRESS;
  return { operation, gasTo };
}

/** AU-B.3 (Q14): the refund transfer to an outbid bidder carries [callbackId, new bidder, new bid]. */
export function buildBidRaisedPayload(callbackId: bigint, newBidder: Address, newBid: bigint): string {
  return cellToBoc(beginCell().storeUint(callbackId, 32).storeAddress(std(newBidder)).storeUint(newBid, 128).endCell());
}
