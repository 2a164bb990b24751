// The terms agreement modal (spec §2 Modals) asked before a first market action: it stores the same
// acceptance as the banner's "I agree" (spec §5: "Terms acceptance is stored locally; the banner then
// stays hidden"), under the one key of stores/storage.ts, and hides the banner as it does.
import { readStored, writeStored } from '../stores/storage';
import { focusBack } from './focus-back';

export const TERMS_AGREEMENT_ID = 'terms-agreement';

export function hasAgreedToTerms(): boolean {
  return readStored('termsAccepted') === 'true';
}

/** Stores the acceptance and hides the banner, as the banner's own "I agree" does (page-enhancements.ts). */
export function agreeToTerms(): void {
  writeStored('termsAccepted', 'true');
  for (const banner of document.querySelectorAll<HTMLElement>('[data-terms-banner]')) banner.hidden = true;
}

/**
 * Resolves true at once for someone who agreed; otherwise shows the terms agreement modal
 * (TermsAgreement.astro, in every page) and resolves true when they agree there, false when they
 * cancel or close it. Focus goes back to where it was, or to the button named `askedBy` (its
 * data-capture name): the click may have come before the island's code replaced its server markup.
 */
export function agreeToTermsFirst(askedBy?: string): Promise<boolean> {
  if (hasAgreedToTerms()) return Promise.resolve(true);
  const dialog = document.getElementById(TERMS_AGREEMENT_ID);
  if (!(dialog instanceof HTMLDialogElement)) return Promise.resolve(false);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    dialog.returnValue = '';
    dialog.addEventListener(
      'close',
      () => {
        const agreed = dialog.returnValue === 'agree';
        if (agreed) agreeToTerms();
        focusBack(opener, opener?.dataset['capture'] ?? askedBy);
        resolve(agreed);
      },
      { once: true },
    );
    if (!dialog.open) dialog.showModal();
  });
}
