import { describe, expect, it } from 'vitest';
import { buildLoginMessage } from '~/lib/login-message';

describe('buildLoginMessage', () => {
  it('is the contract sentence with the service, the address and the unix seconds', () => {
    expect(buildLoginMessage('Tokstock', '0:ab', 1700000000)).toBe('I want to login at Tokstock with address 0:ab at 1700000000');
  });
});
