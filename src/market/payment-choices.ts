// What a payment may be made in: the native coin (paid through the wrapped-native root) ahead of the
// supported tokens. Shared by the NFT page's actions and the profile's row actions.
import { NATIVE_COIN_DECIMALS, NATIVE_COIN_NAME } from '@shared/lib/constants';
import { nativeCoin, type Token } from '@shared/lib/tokens';

export function paymentChoices(tokens: readonly Token[]): Token[] {
  const wrapped = tokens.find((t) => t.symbol === 'WVENOM');
  if (!wrapped) return [...tokens];
  return [nativeCoin({ name: NATIVE_COIN_NAME, decimals: NATIVE_COIN_DECIMALS, wrappedRoot: wrapped.address }), ...tokens];
}
