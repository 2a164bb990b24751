/**
 * Chain values -> provider wire format (provider-protocol §2.5): transactions, messages (events
 * are outbound messages without `dst`), contract states. Server side (the Durable Object).
 */
import type { FullContractState, RawMessage, RawTransaction, TransactionId } from 'everscale-inpage-provider';
import { nftCodeHash, toWire, type Chain, type ChainEvent, type Message, type Transaction } from '../chain';
import { base64ToBytes, bytesToBase64, encodeBody, sha256Hex, type DevnetBody } from './body';

const ACCOUNT_TAG = 'devnet-account-v1';

async function withBody(message: Omit<RawMessage, 'body' | 'bodyHash'>, body: DevnetBody | null): Promise<RawMessage> {
  if (!body) return message;
  const boc = encodeBody(body);
  return { ...message, body: boc, bodyHash: await sha256Hex(base64ToBytes(boc) ?? new Uint8Array()) };
}

function bodyOf(message: Message, answered: string): DevnetBody | null {
  const input = toWire(message.body.input) as Record<string, unknown>;
  if (message.isAnswer) return { t: 'answer', m: message.body.method, f: answered, i: input };
  if (message.body.method === '') return null;
  return { t: 'call', m: message.body.method, i: input };
}

/** A chain message; `answered` names the function whose answer it is (for answers). */
export function wireMessage(message: Message, answered = ''): Promise<RawMessage> {
  return withBody(
    {
      hash: message.hash,
      ...(message.src === null ? {} : { src: message.src }),
      dst: message.dst,
      value: message.value.toString(),
      bounce: message.bounce,
      bounced: message.bounced,
    },
    bodyOf(message, answered),
  );
}

/** An event: an external outbound message (no `dst`) from the emitter. */
export async function wireEvent(event: ChainEvent): Promise<RawMessage> {
  return withBody(
    { hash: await sha256Hex(`devnet-event|${event.txHash}|${event.seq}`), src: event.emitter, value: '0', bounce: false, bounced: false },
    { t: 'event', e: event.name, d: event.data },
  );
}

/**
 * A chain transaction. `prev` is the account's previous transaction; `inMessageHash` replaces the
 * inbound message hash (the hash a wallet announced for its external message).
 */
export async function wireTransaction(
  tx: Transaction,
  options: { prev?: TransactionId | null; inMessageHash?: string } = {},
): Promise<RawTransaction> {
  const answered = tx.inMessage.body.method;
  const outs: { lt: bigint; message: Promise<RawMessage> }[] = [
    ...tx.outMessages.map((m) => ({ lt: m.lt, message: wireMessage(m, answered) })),
    ...tx.events.map((e) => ({ lt: e.lt, message: wireEvent(e) })),
  ].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
  const inMessage = await wireMessage(tx.inMessage);
  return {
    id: { lt: tx.lt.toString(), hash: tx.hash },
    ...(options.prev ? { prevTransactionId: options.prev } : {}),
    createdAt: tx.now,
    aborted: tx.aborted,
    ...(tx.computeSkipped ? {} : { exitCode: tx.exitCode, resultCode: tx.resultCode }),
    origStatus: tx.origStatus,
    endStatus: tx.endStatus,
    totalFees: (tx.gasFee + tx.forwardFees).toString(),
    inMessage: options.inMessageHash ? { ...inMessage, hash: options.inMessageHash } : inMessage,
    outMessages: await Promise.all(outs.map((o) => o.message)),
  };
}

/** The account's state in provider format; undefined when the account does not exist. */
export async function wireContractState(chain: Chain, address: string): Promise<FullContractState | undefined> {
  const account = chain.account(address);
  if (!account) return undefined;
  let codeHash: string | undefined;
  if (account.kind === 'nft' || account.kind === 'nftWithRoyalty') {
    const collection = chain.stateOf<{ collection: string }>(account.address)?.collection;
    if (collection) codeHash = nftCodeHash(collection).toString(16).padStart(64, '0');
  } else if (account.kind !== null) {
    codeHash = await sha256Hex(`devnet-code|${account.kind}`);
  }
  const boc = bytesToBase64(
    new TextEncoder().encode(
      JSON.stringify({ [ACCOUNT_TAG]: { address: account.address, kind: account.kind, balance: account.balance.toString() } }),
    ),
  );
  return {
    boc,
    balance: account.balance.toString(),
    genTimings: { genLt: chain.logicalTime.toString(), genUtime: chain.now },
    ...(account.lastTxHash ? { lastTransactionId: { isExact: true, lt: account.lastTxLt.toString(), hash: account.lastTxHash } } : {}),
    isDeployed: account.kind !== null,
    ...(codeHash ? { codeHash } : {}),
  };
}
