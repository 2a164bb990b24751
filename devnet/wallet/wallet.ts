// The dev wallet's provider logic (loaded lazily by inject.ts on the first request): every
// provider-protocol method the marketplace needs, over the devnet RPC, with the approval window
// for connections, account changes, signatures and transactions.
import type {
  ContractState,
  FullContractState,
  ProviderEvent,
  RawPermissions,
  RawProviderEventData,
  RawTransaction,
} from 'everscale-inpage-provider';
import { DEV_ACCOUNT_COUNT, DEV_WALLET_TYPE, devAccountKeys, devAccounts, type DevAccount } from '@devnet/genesis/accounts';
import type { AccountTransaction, SendMessageParams, SendMessageResult } from '@devnet/rpc/types';
import { bytesToBase64, hexToBytes } from '@shared/wallet/bytes';
import { askApproval, type ApprovalAnswer, type ApprovalRequest } from './approval';
import {
  DEVNET_NETWORK_ID,
  DEVNET_RPC_PATH,
  MESSAGE_TTL_SECONDS,
  PROVIDER_NUMERIC_VERSION,
  PROVIDER_VERSION,
  SELECTED_CONNECTION,
  STORAGE_KEYS,
  SUBSCRIPTION_POLL_MS,
} from './constants';
import { invalidRequest, RpcErrorCode, userRejected, WalletRpcError } from './errors';
import { createRpcClient, type RpcCall } from './rpc-client';
import { signatureIdOf, signData, signDataRaw, verifySignature, type SignatureOptions } from './signing';

type Emit = <T extends ProviderEvent>(event: T, data: RawProviderEventData<T>) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider request's params, as the dApp sent them; each method checks its own
type Params = Record<string, any>;
type Subscription = { state: boolean; transactions: boolean };

export interface WalletDeps {
  readonly emit: Emit;
  readonly rpc?: RpcCall;
  readonly ask?: (request: ApprovalRequest) => Promise<ApprovalAnswer>;
  readonly storage?: Storage | null;
  readonly origin?: string;
}

const PERMISSIONS = ['basic', 'accountInteraction'] as const;
type PermissionName = (typeof PERMISSIONS)[number];

const METHOD_PERMISSION: Record<string, PermissionName | null> = {
  requestPermissions: null,
  disconnect: null,
  getProviderState: null,
  unsubscribe: null,
  unsubscribeAll: null,
  changeAccount: 'accountInteraction',
  signData: 'accountInteraction',
  signDataRaw: 'accountInteraction',
  sendMessage: 'accountInteraction',
  sendMessageDelayed: 'accountInteraction',
  estimateFees: 'accountInteraction',
  addAsset: 'accountInteraction',
  encryptData: 'accountInteraction',
  decryptData: 'accountInteraction',
  sendExternalMessage: 'accountInteraction',
  sendExternalMessageDelayed: 'accountInteraction',
};

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function normalizeAddress(value: unknown, method: string, field = 'address'): string {
  const text = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? String(value) : '';
  const match = /^(-?\d{1,3}):([0-9a-fA-F]{64})$/.exec(text.trim());
  if (!match) throw invalidRequest(method, `${field} must be a raw address "<wc>:<64 hex>"`);
  return `${match[1]}:${match[2]!.toLowerCase()}`;
}

function amountOf(value: unknown, method: string): string {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,39}$/.test(text)) throw invalidRequest(method, 'amount must be a decimal string of nano');
  return BigInt(text).toString();
}

function withoutBoc(state: FullContractState): ContractState {
  const { boc: _boc, ...rest } = state;
  return rest;
}

function compareLt(a: RawTransaction, b: RawTransaction): number {
  const x = BigInt(a.id.lt);
  const y = BigInt(b.id.lt);
  return x < y ? -1 : x > y ? 1 : 0;
}

export class DevWallet {
  private permissions: Partial<RawPermissions>;
  private readonly subscriptions = new Map<string, Subscription>();
  /** Hashes of transactions already announced (own sends and polls overlap). */
  private readonly seen = new Set<string>();
  private cursor: string | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly emit: Emit;
  private readonly rpc: RpcCall;
  private readonly ask: (request: ApprovalRequest) => Promise<ApprovalAnswer>;
  private readonly storage: Storage | null;
  private readonly origin: string;
  /** The network the wallet says it is on (devtools can pretend another one). */
  private networkId: number = DEVNET_NETWORK_ID;

  constructor(deps: WalletDeps) {
    this.emit = deps.emit;
    this.rpc = deps.rpc ?? createRpcClient();
    this.ask = deps.ask ?? askApproval;
    this.storage = deps.storage === undefined ? defaultStorage() : deps.storage;
    this.origin = deps.origin ?? (typeof location === 'undefined' ? 'unknown' : location.origin);
    this.permissions = this.loadPermissions();
  }

  /** Another tab of this site changed the permissions (like an extension, they are per site). */
  syncPermissionsFromStorage(): void {
    const next = this.loadPermissions();
    if (JSON.stringify(next) === JSON.stringify(this.permissions)) return;
    this.permissions = next;
    this.emit('permissionsChanged', { permissions: next });
  }

  // ---- devtools: what a person does in an extension, for testing the dApp (not protocol methods) ----

  /** The person logs out of the wallet: permissions and subscriptions go, `loggedOut` fires. */
  simulateLogout(): void {
    this.subscriptions.clear();
    this.schedulePoll();
    this.setPermissions({});
    this.emit('loggedOut', {});
  }

  /** The person switches the wallet to another network (e.g. 1, Venom mainnet): `networkChanged`. */
  simulateNetwork(networkId: number): void {
    if (!Number.isInteger(networkId)) throw new TypeError('networkId must be an integer');
    this.networkId = networkId;
    this.emit('networkChanged', {
      networkId,
      selectedConnection: networkId === DEVNET_NETWORK_ID ? SELECTED_CONNECTION : `network-${networkId}`,
    });
  }

  /** The wallet loses (`disconnected`) or regains (`connected`) its connection. */
  simulateConnection(connected: boolean): void {
    if (connected) this.emit('connected', {});
    else this.emit('disconnected', new WalletRpcError(RpcErrorCode.CONNECTION_IS_NOT_INITIALIZED, 'Connection is not initialized'));
  }

  async request(data: { method: string; params?: unknown }): Promise<unknown> {
    const method = typeof data?.method === 'string' ? data.method : '';
    const params = (typeof data?.params === 'object' && data.params !== null ? data.params : {}) as Params;
    const handler = this.handlers[method];
    if (!handler) throw new WalletRpcError(RpcErrorCode.METHOD_NOT_FOUND, `${method || '(none)'}: Method not found`);
    const required = Object.hasOwn(METHOD_PERMISSION, method) ? METHOD_PERMISSION[method] : 'basic';
    if (required && !this.permissions[required]) {
      throw new WalletRpcError(RpcErrorCode.INSUFFICIENT_PERMISSIONS, `${method}: Insufficient permission (${required})`);
    }
    return handler(params);
  }

  // ---- permissions ----

  private loadPermissions(): Partial<RawPermissions> {
    try {
      const raw = this.storage?.getItem(STORAGE_KEYS.permissions);
      const parsed = raw ? (JSON.parse(raw) as Partial<RawPermissions>) : {};
      const out: Partial<RawPermissions> = {};
      if (parsed.basic === true) out.basic = true;
      const ai = parsed.accountInteraction;
      if (ai && typeof ai.address === 'string' && typeof ai.publicKey === 'string') {
        out.accountInteraction = { address: ai.address, publicKey: ai.publicKey, contractType: DEV_WALLET_TYPE };
      }
      return out;
    } catch {
      return {};
    }
  }

  private setPermissions(next: Partial<RawPermissions>): void {
    this.permissions = next;
    try {
      if (Object.keys(next).length === 0) this.storage?.removeItem(STORAGE_KEYS.permissions);
      else this.storage?.setItem(STORAGE_KEYS.permissions, JSON.stringify(next));
    } catch {
      // storage full or blocked: the permissions still hold for this page
    }
    this.emit('permissionsChanged', { permissions: next });
  }

  private async currentAccount(method: string): Promise<DevAccount> {
    const address = this.permissions.accountInteraction?.address;
    const account = (await devAccounts()).find((a) => a.address === address);
    if (!account)
      throw new WalletRpcError(RpcErrorCode.INSUFFICIENT_PERMISSIONS, `${method}: Insufficient permission (accountInteraction)`);
    return account;
  }

  private async currentIndex(): Promise<number> {
    const address = this.permissions.accountInteraction?.address;
    const index = (await devAccounts()).findIndex((a) => a.address === address);
    return index >= 0 ? index : 0;
  }

  private async pickAccount(answer: ApprovalAnswer, fallback: number, method: string): Promise<DevAccount> {
    const index = answer.accountIndex ?? fallback;
    if (!Number.isInteger(index) || index < 0 || index >= DEV_ACCOUNT_COUNT) {
      throw invalidRequest(method, `there is no dev account ${index} (0..${DEV_ACCOUNT_COUNT - 1})`);
    }
    return devAccountKeys(index);
  }

  private interaction(account: DevAccount): RawPermissions['accountInteraction'] {
    return { address: account.address, publicKey: account.publicKey, contractType: DEV_WALLET_TYPE };
  }

  // ---- subscriptions ----

  private wants(address: string, kind: keyof Subscription): boolean {
    return this.subscriptions.get(address)?.[kind] === true;
  }

  /** Announces transactions (and the states after them) to the subscribed addresses, once each. */
  private announce(
    transactions: readonly AccountTransaction[],
    states: Readonly<Record<string, FullContractState>>,
    batchType: 'new' | 'old' = 'new',
  ): void {
    const byAddress = new Map<string, RawTransaction[]>();
    for (const { address, transaction } of transactions) {
      if (this.seen.has(transaction.id.hash)) continue;
      this.seen.add(transaction.id.hash);
      if (!this.wants(address, 'transactions')) continue;
      byAddress.set(address, [...(byAddress.get(address) ?? []), transaction]);
    }
    if (this.seen.size > 10_000) this.seen.clear();
    for (const [address, list] of byAddress) {
      const sorted = [...list].sort(compareLt).reverse();
      this.emit('transactionsFound', {
        address,
        transactions: sorted,
        info: { minLt: sorted.at(-1)!.id.lt, maxLt: sorted[0]!.id.lt, batchType },
      });
    }
    for (const [address, state] of Object.entries(states)) {
      if (this.wants(address, 'state')) this.emit('contractStateChanged', { address, state: withoutBoc(state) });
    }
  }

  private announceSend(sender: string, result: SendMessageResult): void {
    this.announce([{ address: sender, transaction: result.transaction }, ...result.childTransactions], result.states);
  }

  private schedulePoll(): void {
    clearTimeout(this.pollTimer);
    if (this.subscriptions.size === 0) {
      this.cursor = null;
      return;
    }
    this.pollTimer = setTimeout(() => void this.poll(), SUBSCRIPTION_POLL_MS);
  }

  private async poll(): Promise<void> {
    try {
      const addresses = [...this.subscriptions.keys()];
      if (addresses.length > 0) {
        if (this.cursor === null) {
          this.cursor = (await this.rpc('getTransactionsSince', {})).lastLt;
        } else {
          const found = await this.rpc('getTransactionsSince', { afterLt: this.cursor, addresses: addresses.slice(0, 100) });
          this.cursor = found.lastLt;
          this.announce(found.transactions, found.states);
        }
      }
    } catch (error) {
      console.warn('devnet wallet: polling subscriptions failed', error);
    }
    this.schedulePoll();
  }

  // ---- sending ----

  /** The last external message's `time` (ms): strictly increasing, so equal transfers never share a hash. */
  private lastMessageTime = 0;

  private async prepareSend(
    params: Params,
    method: string,
    delayed: boolean,
  ): Promise<{ sender: DevAccount; call: SendMessageParams; hash: string; expireAt: number }> {
    const account = await this.currentAccount(method);
    const sender = normalizeAddress(params.sender, method, 'sender');
    if (sender !== account.address)
      throw new WalletRpcError(RpcErrorCode.INSUFFICIENT_PERMISSIONS, `${method}: the sender is not the connected account`);
    const recipient = normalizeAddress(params.recipient, method, 'recipient');
    const amount = amountOf(params.amount, method);
    if (params.stateInit) throw invalidRequest(method, 'stateInit is not supported on the devnet (contracts are deployed by the devnet)');
    const payload = params.payload as { method?: unknown; params?: unknown } | undefined;
    const fn = payload && typeof payload.method === 'string' ? payload.method : null;
    const input =
      payload && typeof payload.params === 'object' && payload.params !== null
        ? (JSON.parse(JSON.stringify(payload.params)) as Record<string, unknown>)
        : {};
    const bounce = params.bounce !== false;
    // Laid out like a real wallet's external message, expiring by the chain's clock (which tests move): the
    // encoder gives the hash to sign. As nekoton does, it is prepared while the person looks at the window,
    // and prepared again (refreshTimeout) if they looked for more than half its life.
    const prepare = async () => {
      const [{ now }, keys] = await Promise.all([this.rpc('now', undefined), devAccountKeys(account.index)]);
      this.lastMessageTime = Math.max(Date.now(), this.lastMessageTime + 1);
      const unsigned = {
        sender,
        recipient,
        amount,
        bounce,
        ...(fn ? { method: fn, input } : {}),
        publicKey: keys.publicKey,
        time: this.lastMessageTime,
        expireAt: now + MESSAGE_TTL_SECONDS,
      };
      const { hash } = await this.rpc('unsignedExternalMessage', unsigned);
      return { unsigned, toSign: hash, keys, preparedAt: Date.now() };
    };
    const early = prepare();
    early.catch(() => undefined); // a refusal surfaces once the person has answered
    const answer = await this.ask({
      kind: 'sendMessage',
      origin: this.origin,
      account,
      recipient,
      amount,
      bounce,
      method: fn,
      params: input,
      delayed,
    });
    if (!answer.approved) throw userRejected();
    let prepared = await early;
    if (Date.now() - prepared.preparedAt > (MESSAGE_TTL_SECONDS * 1000) / 2) prepared = await prepare();
    const { unsigned, toSign, keys } = prepared;
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, hexToBytes(toSign)!));
    // The encoder puts the signature in; the message's hash on the chain (its cell's) is what its transaction will carry.
    const { boc, hash } = await this.rpc('signedExternalMessage', { ...unsigned, signature: bytesToBase64(signature) });
    return { sender: account, call: { message: boc }, hash, expireAt: unsigned.expireAt };
  }

  private readonly handlers: Record<string, (params: Params) => Promise<unknown>> = {
    requestPermissions: async (params) => {
      const requested = params.permissions;
      if (!Array.isArray(requested) || requested.length === 0 || !requested.every((p) => PERMISSIONS.includes(p))) {
        throw invalidRequest('requestPermissions', "permissions must be a non-empty array of 'basic' and 'accountInteraction'");
      }
      const selected = await this.currentIndex();
      const answer = await this.ask({
        kind: 'connect',
        origin: this.origin,
        permissions: requested,
        accounts: await devAccounts(),
        selected,
      });
      if (!answer.approved) throw userRejected();
      const account = await this.pickAccount(answer, selected, 'requestPermissions');
      const next: Partial<RawPermissions> = { basic: true };
      if (requested.includes('accountInteraction')) next.accountInteraction = this.interaction(account);
      this.setPermissions(next);
      return next;
    },

    changeAccount: async () => {
      const selected = await this.currentIndex();
      const answer = await this.ask({ kind: 'changeAccount', origin: this.origin, accounts: await devAccounts(), selected });
      if (!answer.approved) throw userRejected();
      const account = await this.pickAccount(answer, selected, 'changeAccount');
      const next: Partial<RawPermissions> = { ...this.permissions, basic: true, accountInteraction: this.interaction(account) };
      this.setPermissions(next);
      return next;
    },

    disconnect: async () => {
      this.subscriptions.clear();
      this.schedulePoll();
      this.setPermissions({});
      return undefined;
    },

    getProviderState: async () => ({
      version: PROVIDER_VERSION,
      numericVersion: PROVIDER_NUMERIC_VERSION,
      selectedConnection: this.networkId === DEVNET_NETWORK_ID ? SELECTED_CONNECTION : `network-${this.networkId}`,
      networkId: this.networkId,
      supportedPermissions: [...PERMISSIONS],
      permissions: this.permissions,
      subscriptions: Object.fromEntries(this.subscriptions),
    }),

    changeNetwork: async (params) => ({ network: params.networkId === DEVNET_NETWORK_ID ? this.network() : null }),
    addNetwork: async () => ({ network: null }),

    // ---- subscriptions ----

    subscribe: async (params) => {
      const address = normalizeAddress(params.address, 'subscribe');
      const wanted = (params.subscriptions ?? {}) as Partial<Subscription>;
      const effective = { state: wanted.state === true, transactions: wanted.transactions === true };
      if (!effective.state && !effective.transactions) this.subscriptions.delete(address);
      else this.subscriptions.set(address, effective);
      if (this.cursor === null || this.subscriptions.size === 0) void this.poll();
      return effective;
    },

    unsubscribe: async (params) => {
      this.subscriptions.delete(normalizeAddress(params.address, 'unsubscribe'));
      this.schedulePoll();
      return undefined;
    },

    unsubscribeAll: async () => {
      this.subscriptions.clear();
      this.schedulePoll();
      return undefined;
    },

    // ---- reading the chain ----

    getFullContractState: async (params) =>
      this.rpc('getFullContractState', { address: normalizeAddress(params.address, 'getFullContractState') }),

    computeStorageFee: async () => ({ storageFee: '0', accountStatus: 'active', freezeDueLimit: '0', deleteDueLimit: '0' }),

    getTransactions: async (params) => {
      const continuation = params.continuation as { lt?: unknown; hash?: unknown } | undefined;
      return this.rpc('getTransactions', {
        address: normalizeAddress(params.address, 'getTransactions'),
        ...(continuation ? { continuation: { lt: String(continuation.lt), hash: String(continuation.hash) } } : {}),
        ...(typeof params.limit === 'number' ? { limit: Math.min(Math.max(Math.trunc(params.limit), 1), 50) } : {}),
      });
    },

    getTransaction: async (params) => this.rpc('getTransaction', { hash: String(params.hash ?? '') }),

    findTransaction: async (params) =>
      params.inMessageHash ? this.rpc('findTransaction', { inMessageHash: String(params.inMessageHash) }) : {},

    runLocal: async (params) => {
      const call = params.functionCall as { method?: unknown; params?: unknown } | undefined;
      if (!call || typeof call.method !== 'string') throw invalidRequest('runLocal', 'functionCall.method is required');
      return this.rpc('runLocal', {
        address: normalizeAddress(params.address, 'runLocal'),
        method: call.method,
        input: JSON.parse(JSON.stringify(call.params ?? {})) as Record<string, unknown>,
      });
    },

    runGetter: async (params) => {
      const call = params.getterCall as { getter?: unknown; params?: unknown } | undefined;
      if (!call || typeof call.getter !== 'string') throw invalidRequest('runGetter', 'getterCall.getter is required');
      return this.rpc('runLocal', {
        address: normalizeAddress(params.address, 'runGetter'),
        method: call.getter,
        input: JSON.parse(JSON.stringify(call.params ?? {})) as Record<string, unknown>,
      });
    },

    // ---- encoding ----

    // The encoder is the devnet's (devnet/rpc/codec.ts), as a wallet extension's is nekoton beside its page.
    packIntoCell: async (params) => this.rpc('packIntoCell', params),
    unpackFromCell: async (params) => this.rpc('unpackFromCell', params),
    getBocHash: async (params) => this.rpc('getBocHash', { boc: String(params.boc ?? '') }),
    encodeInternalInput: async (params) => this.rpc('encodeInternalInput', params),
    decodeInput: async (params) => this.rpc('decodeInput', params),
    decodeOutput: async (params) => this.rpc('decodeOutput', params),
    decodeEvent: async (params) => this.rpc('decodeEvent', params),
    decodeTransaction: async (params) => this.rpc('decodeTransaction', params),
    decodeTransactionEvents: async (params) => this.rpc('decodeTransactionEvents', params),
    extractPublicKey: async (params) => {
      // An account state names its address; dev accounts' keys are known.
      const { address } = await this.rpc('accountAddress', { boc: String(params.boc ?? '') });
      const account = (await devAccounts()).find((a) => a.address === address);
      if (!account) throw invalidRequest('extractPublicKey', 'the state is not a dev account wallet');
      return { publicKey: account.publicKey };
    },
    getExpectedAddress: async () => {
      throw new WalletRpcError(
        RpcErrorCode.METHOD_NOT_FOUND,
        'getExpectedAddress: not supported on the devnet (its contracts are deployed by the devnet)',
      );
    },

    // ---- keys and signatures ----

    verifySignature: async (params) => ({ isValid: await verifySignature(params as Parameters<typeof verifySignature>[0]) }),
    signData: async (params) => this.sign(params, false),
    signDataRaw: async (params) => this.sign(params, true),

    // ---- sending ----

    estimateFees: async (params) => {
      const account = await this.currentAccount('estimateFees');
      if (normalizeAddress(params.sender, 'estimateFees', 'sender') !== account.address) {
        throw new WalletRpcError(RpcErrorCode.INSUFFICIENT_PERMISSIONS, 'estimateFees: the sender is not the connected account');
      }
      return this.rpc('estimateFees', undefined);
    },

    sendMessage: async (params) => {
      const { sender, call } = await this.prepareSend(params, 'sendMessage', false);
      const result = await this.rpc('sendMessage', call);
      this.announceSend(sender.address, result);
      return { transaction: result.transaction };
    },

    sendMessageDelayed: async (params) => {
      const { sender, call, hash, expireAt } = await this.prepareSend(params, 'sendMessageDelayed', true);
      setTimeout(() => {
        this.rpc('sendMessage', call).then(
          (result) => {
            this.announceSend(sender.address, result);
            this.emit('messageStatusUpdated', { address: sender.address, hash, transaction: result.transaction });
          },
          (error: unknown) => {
            console.warn('devnet wallet: the delayed message failed', error);
            this.emit('messageStatusUpdated', { address: sender.address, hash });
          },
        );
      }, 0);
      return { message: { hash, account: sender.address, expireAt } };
    },

    addAsset: async () => ({ newAsset: true }),
  };

  private network() {
    return {
      name: 'Venom devnet',
      description: { globalId: DEVNET_NETWORK_ID, capabilities: '0x0', signatureContext: { type: 'empty' } },
      connection: { type: 'jrpc', data: { endpoint: `${this.origin}${DEVNET_RPC_PATH}` } },
      config: { symbol: 'VENOM', decimals: 9 },
    };
  }

  private async sign(params: Params, raw: boolean): Promise<unknown> {
    const method = raw ? 'signDataRaw' : 'signData';
    const account = await this.currentAccount(method);
    if (typeof params.publicKey !== 'string' || params.publicKey.toLowerCase() !== account.publicKey) {
      throw new WalletRpcError(RpcErrorCode.INSUFFICIENT_PERMISSIONS, `${method}: publicKey is not the connected account's key`);
    }
    if (typeof params.data !== 'string') throw invalidRequest(method, 'data must be base64');
    const options: SignatureOptions = { withSignatureId: params.withSignatureId, withSignatureContext: params.withSignatureContext };
    const signatureId = signatureIdOf(options, undefined, method);
    const answer = await this.ask({ kind: 'signData', origin: this.origin, account, data: params.data, raw, signatureId });
    if (!answer.approved) throw userRejected();
    const { privateKey } = await devAccountKeys(account.index);
    return raw ? signDataRaw(privateKey, params.data, options) : signData(privateKey, params.data, options);
  }
}
