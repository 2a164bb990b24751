// The terms acceptance (spec §5: "Terms acceptance is stored locally; the banner then stays hidden").
// One home for the banner's "I agree" and the terms agreement modal (spec §2 Modals) asked before a
// first market action: both store the same acceptance.
import { readStored, writeStored } from '../stores/storage';

export const TERMS_AGREEMENT_ID = 'terms-agreement';

export function hasAgreedToTerms(): boolean {
  return readStored('termsAccepted') === 'true';
}

/** Stores the acceptance and hides the banner. */
export function agreeToTerms(): void {
  writeStored('termsAccepted', 'true');
  for (const banner of document.querySelectorAll<HTMLElement>('[data-terms-banner]')) banner.hidden = true;
}

/**
 * Resolves true at once for someone who agreed; otherwise shows the terms agreement modal
 * (TermsAgreement.astro, in every page) and resolves true when they agree there, false when they
 * cancel or close it. Focus goes back to where it was.
 */
export function agreeToTermsFirst(): Promise<boolean> {
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
        if (opener?.isConnected) opener.focus();
        resolve(agreed);
      },
      { once: true },
    );
    if (!dialog.open) dialog.showModal();
  });
}
