// Wallet state shared by the islands (navbar button, connect modal, account menu, market actions).
// Actions load the chain code on first use, so a visitor who never connects never downloads it.
import { atom } from 'nanostores';
import type { Connection, ConnectFailure } from '../chain/connection';
import { walletById, type WalletId } from '../chain/wallets';
import {
  COIN_BALANCE_REFETCH_INTERVAL_MS,
  DEVNET_NETWORK_ID,
  SUPPORTED_NETWORK_ID,
  WALLET_EVENTS_DEBOUNCE_MS,
} from '@shared/lib/constants';
import { readStored, writeStored } from './storage';

export type WalletStatus = 'initializing' | 'not-installed' | 'connected' | 'unsupported-network' | 'disconnected';

export interface WalletState {
  status: WalletStatus;
  walletId: WalletId | null;
  address: string | null;
  publicKey: string | null;
  contractType: string | null;
}

const DISCONNECTED: WalletState = { status: 'disconnected', walletId: null, address: null, publicKey: null, contractType: null };

export const $wallet = atom<WalletState>(DISCONNECTED);
/** The coin balance in nano units, refetched every 30 s while connected. */
export const $balance = atom<string | null>(null);
export const $connectModal = atom<{ open: boolean; pending: WalletId | null; failure: ConnectFailure | null }>({
  open: false,
  pending: null,
  failure: null,
});

/** Where this site runs: decides which wallets are offered and which network is accepted. */
export const $chain = atom<string>('devnet');

let connection: Connection | null = null;
let stopWatching: (() => void) | null = null;
let balanceTimer: ReturnType<typeof setInterval> | null = null;
const connectedListeners = new Set<(connection: Connection, resumed: boolean) => void>();

const loadChain = () => import('../chain/connection');

/** The live connection, for market actions and signing (null when disconnected). */
export function currentConnection(): Connection | null {
  return connection;
}

/**
 * Runs after every successful connect (the session uses it to ask for a signature); `resumed` is true
 * when a remembered wallet came back on its own (a reload), not through the connect dialog.
 */
export function onConnected(listener: (connection: Connection, resumed: boolean) => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** The network id the site's configuration names (NETWORK_ID); null until the wallet corner sets it. */
export const $networkId = atom<number | null>(null);

export function supportedNetwork(chain: string): number {
  return $networkId.get() ?? (chain === 'devnet' ? DEVNET_NETWORK_ID : SUPPORTED_NETWORK_ID);
}

export function openConnectModal(): void {
  $connectModal.set({ open: true, pending: null, failure: null });
}

export function closeConnectModal(): void {
  $connectModal.set({ open: false, pending: null, failure: null });
}

/** Reads the coin balance now (after a trade; the wallet's state events and the 30 s timer also do). */
export async function refreshBalance(): Promise<void> {
  if (!connection) return;
  try {
    const { coinBalance } = await loadChain();
    $balance.set(await coinBalance(connection));
  } catch {
    // Keep the last known balance; the next tick tries again.
  }
}

async function adopt(next: Connection, resumed: boolean): Promise<void> {
  connection = next;
  const networkOk = next.networkId === supportedNetwork($chain.get());
  $wallet.set({
    status: networkOk ? 'connected' : 'unsupported-network',
    walletId: next.wallet.id,
    address: next.account.address,
    publicKey: next.account.publicKey,
    contractType: next.account.contractType,
  });
  writeStored('recentWallet', next.wallet.id);
  writeStored('connection', JSON.stringify({ walletId: next.wallet.id, address: next.account.address }));
  const { watchWallet } = await loadChain();
  let debounce: ReturnType<typeof setTimeout> | null = null;
  stopWatching = await watchWallet(
    next,
    () => {
      // Wallets fire bursts of events on one change: react once they settle.
      if (debounce) clearTimeout(debounce);
      debounce = setTimeout(() => void resume(next.wallet.id), WALLET_EVENTS_DEBOUNCE_MS);
    },
    (balance) => {
      if (connection === next) $balance.set(balance);
    },
  );
  void refreshBalance();
  balanceTimer = setInterval(() => void refreshBalance(), COIN_BALANCE_REFETCH_INTERVAL_MS);
  if (networkOk) connectedListeners.forEach((listener) => listener(next, resumed));
}

function forget(): void {
  stopWatching?.();
  stopWatching = null;
  if (balanceTimer) clearInterval(balanceTimer);
  balanceTimer = null;
  connection = null;
  $balance.set(null);
  $wallet.set(DISCONNECTED);
}

/** Connects the chosen wallet; another connected wallet is disconnected first. */
export async function connect(walletId: WalletId): Promise<boolean> {
  const wallet = walletById(walletId);
  if (!wallet) return false;
  $connectModal.set({ open: true, pending: walletId, failure: null });
  if (connection && connection.wallet.id !== walletId) await disconnect();
  const { connectWallet, WalletConnectError } = await loadChain();
  try {
    await adopt(await connectWallet(wallet), false);
    // On another network the dialog stays open: it is where the unsupported-network state shows.
    if ($wallet.get().status === 'connected') closeConnectModal();
    else $connectModal.set({ open: true, pending: null, failure: null });
    return true;
  } catch (error) {
    const failure = error instanceof WalletConnectError ? error.reason : 'failed';
    if (failure === 'not-installed') $wallet.set({ ...DISCONNECTED, status: 'not-installed', walletId });
    $connectModal.set({ open: true, pending: null, failure });
    return false;
  }
}

/** After a reload: resumes the remembered wallet if it still grants access, without asking. */
export async function resume(walletId?: WalletId): Promise<void> {
  const remembered = walletId ?? rememberedConnection()?.walletId;
  const wallet = walletById(remembered);
  if (!wallet) return;
  $wallet.set({ ...$wallet.get(), status: 'initializing', walletId: wallet.id });
  const previous = connection?.account.address ?? rememberedConnection()?.address ?? null;
  stopWatching?.();
  if (balanceTimer) clearInterval(balanceTimer);
  const { connectWallet } = await loadChain();
  try {
    const next = await connectWallet(wallet, true);
    if (previous && previous !== next.account.address) disconnectedListeners.forEach((listener) => listener());
    await adopt(next, true);
  } catch {
    forget();
    writeStored('connection', null);
    disconnectedListeners.forEach((listener) => listener());
  }
}

const disconnectedListeners = new Set<() => void>();
/** Runs when the wallet goes away or changes account (the session logs out). */
export function onDisconnected(listener: () => void): () => void {
  disconnectedListeners.add(listener);
  return () => disconnectedListeners.delete(listener);
}

export async function disconnect(): Promise<void> {
  const current = connection;
  forget();
  writeStored('connection', null);
  disconnectedListeners.forEach((listener) => listener());
  if (current) {
    const { disconnectWallet } = await loadChain();
    await disconnectWallet(current);
  }
}

export function rememberedConnection(): { walletId: WalletId; address: string } | null {
  try {
    const value = JSON.parse(readStored('connection') ?? 'null') as { walletId?: string; address?: string } | null;
    const wallet = walletById(value?.walletId);
    return wallet && typeof value?.address === 'string' ? { walletId: wallet.id, address: value.address } : null;
  } catch {
    return null;
  }
}

export function recentWalletId(): WalletId | null {
  return walletById(readStored('recentWallet'))?.id ?? null;
}
