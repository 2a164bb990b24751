// A market action's toasts: a request the person rejected in the wallet is a neutral toast, not the
// spec's "Failed" with the action's failure description; a real failure keeps that description.
import { describe, expect, it } from 'vitest';
import { runWithToasts } from '~/market/run-action';
import { takeToasts } from '~/stores/toasts';
import { autoCloseMs, REJECTED_NOTIFICATION } from '@shared/lib/notifications';

const lastToast = () => takeToasts().at(-1);

describe('runWithToasts', () => {
  it('says a rejection in the wallet was rejected, in neutral words', async () => {
    takeToasts();
    const outcome = await runWithToasts('buy', async () => ({ ok: false, description: 'NFT purchase failed', reason: 'rejected' }));
    expect(outcome).toBe('rejected');
    const toast = lastToast();
    expect(toast).toMatchObject({ kind: 'rejected', title: 'Transaction rejected', description: REJECTED_NOTIFICATION.description });
    expect(toast?.description).not.toContain('failed');
    expect(autoCloseMs('rejected')).toBe(10_000);
  });

  it('keeps the spec’s failure for anything else', async () => {
    takeToasts();
    expect(await runWithToasts('buy', async () => ({ ok: false, description: 'NFT purchase failed', reason: 'declined' }))).toBe('failed');
    expect(lastToast()).toMatchObject({ kind: 'failed', title: 'Failed', description: 'NFT purchase failed' });
  });
});
