import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@shared/lib/errors';
import { checkRecipient, needsAcknowledgment, recipientMessage, TRANSFER_TEXT, transferRefusal } from '@shared/lib/transfer';

const OWNER = `0:${'ab'.repeat(32)}`;
const OTHER = `0:${'cd'.repeat(32)}`;
const LISTING = `0:${'12'.repeat(32)}`;

describe('checkRecipient: an address in the spec form, not the owner', () => {
  it('takes a valid address, trimmed and lowercased', () => {
    expect(checkRecipient(`  ${OTHER.toUpperCase().replace('0X', '0x')} `, OWNER)).toEqual({ ok: true, address: OTHER });
    expect(checkRecipient(`-1:${'cd'.repeat(32)}`, OWNER)).toEqual({ ok: true, address: `-1:${'cd'.repeat(32)}` });
  });

  it('asks for one when empty', () => {
    expect(checkRecipient('   ', OWNER)).toEqual({ ok: false, problem: 'required' });
    expect(recipientMessage('required')).toBe(VALIDATION_MESSAGES.required);
  });

  it('refuses anything that is not a raw address', () => {
    for (const bad of [
      '0:abc',
      `1:${'cd'.repeat(32)}`,
      `0:${'cd'.repeat(32)}0`,
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      `0:${'zz'.repeat(32)}`,
    ]) {
      expect(checkRecipient(bad, OWNER)).toEqual({ ok: false, problem: 'incorrectFormat' });
    }
    expect(recipientMessage('incorrectFormat')).toBe(VALIDATION_MESSAGES.incorrectFormat);
  });

  it("refuses the owner's own address, whatever its case", () => {
    expect(checkRecipient(OWNER.toUpperCase().replace(/^0:/, '0:'), OWNER)).toEqual({ ok: false, problem: 'ownAddress' });
    expect(recipientMessage('ownAddress')).toBe(TRANSFER_TEXT.ownAddress);
  });
});

describe('transferRefusal: only the owner, and only while no offer holds the NFT', () => {
  const idle = { owner: OWNER, manager: OWNER, forsale: null, auction: null };

  it('lets the owner send an idle NFT', () => {
    expect(transferRefusal(idle, OWNER.toUpperCase())).toBeNull();
  });

  it('refuses someone else, and an NFT without a known owner', () => {
    expect(transferRefusal(idle, OTHER)).toBe(TRANSFER_TEXT.notOwner);
    expect(transferRefusal({ ...idle, owner: null }, OWNER)).toBe(TRANSFER_TEXT.notOwner);
  });

  it('refuses a listed NFT until the listing is cancelled, and one in an auction', () => {
    expect(transferRefusal({ ...idle, manager: LISTING, forsale: LISTING }, OWNER)).toBe(TRANSFER_TEXT.listed);
    expect(transferRefusal({ ...idle, manager: LISTING, auction: LISTING }, OWNER)).toBe(TRANSFER_TEXT.inAuction);
  });

  it('refuses while another contract manages it (a listing being deployed)', () => {
    expect(transferRefusal({ ...idle, manager: LISTING }, OWNER)).toBe(TRANSFER_TEXT.busy);
  });
});

describe('needsAcknowledgment: a second step before an irreversible send to an unproven address', () => {
  it('asks for it unless the chain says the recipient has been active', () => {
    expect(needsAcknowledgment('active')).toBe(false);
    expect(needsAcknowledgment('neverActive')).toBe(true);
    expect(needsAcknowledgment('unknown')).toBe(true);
  });
});
