/**
 * The devnet's rule for wallet addresses. On mainnet a wallet's address is the hash of its contract
 * code and initial data (which holds the public key); the devnet has no TVM, so it derives the address
 * from the same inputs with SHA-256. Sign-in recomputes it to prove that an address belongs to a key,
 * exactly as the reference indexer does with nekoton on mainnet.
 */
export async function devnetWalletAddress(publicKeyHex: string, walletType: string, workchain = 0): Promise<string> {
  const input = new TextEncoder().encode(`devnet-wallet:${walletType}:${publicKeyHex.toLowerCase()}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
  return `${workchain}:${toHex(digest)}`;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
