// The provider's EventEmitter API (provider-protocol §1.7, §3).
import { describe, expect, it, vi } from 'vitest';
import { ProviderEventEmitter } from '@devnet/wallet/emitter';

describe('ProviderEventEmitter', () => {
  it('calls listeners in order, prepended ones first, and every method returns the emitter', () => {
    const emitter = new ProviderEventEmitter();
    const calls: string[] = [];
    const chain = emitter
      .addListener('permissionsChanged', () => calls.push('a'))
      .on('permissionsChanged', () => calls.push('b'))
      .prependListener('permissionsChanged', () => calls.push('first'));
    expect(chain).toBe(emitter);
    expect(emitter.emit('permissionsChanged', { permissions: {} })).toBe(true);
    expect(calls).toEqual(['first', 'a', 'b']);
    expect(emitter.emit('loggedOut', {})).toBe(false);
  });

  it('once and prependOnceListener fire a single time', () => {
    const emitter = new ProviderEventEmitter();
    const calls: string[] = [];
    emitter.on('connected', () => calls.push('on'));
    expect(emitter.once('connected', () => calls.push('once'))).toBe(emitter);
    expect(emitter.prependOnceListener('connected', () => calls.push('pre-once'))).toBe(emitter);
    emitter.emit('connected', {});
    emitter.emit('connected', {});
    expect(calls).toEqual(['pre-once', 'on', 'once', 'on']);
    expect(emitter.listenerCount('connected')).toBe(1);
  });

  it('removeListener removes one registration (the latest), off is the same', () => {
    const emitter = new ProviderEventEmitter();
    const listener = vi.fn();
    emitter.on('networkChanged', listener).on('networkChanged', listener);
    expect(emitter.removeListener('networkChanged', listener)).toBe(emitter);
    emitter.emit('networkChanged', { networkId: 31337, selectedConnection: 'devnet' });
    expect(listener).toHaveBeenCalledTimes(1);
    emitter.off('networkChanged', listener);
    emitter.emit('networkChanged', { networkId: 31337, selectedConnection: 'devnet' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(emitter.listenerCount('networkChanged')).toBe(0);
    // Removing an unknown listener is harmless.
    expect(emitter.removeListener('disconnected', () => undefined)).toBe(emitter);
  });

  it('a throwing listener does not stop the others, and a listener added during emit waits', () => {
    const emitter = new ProviderEventEmitter();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    const second = vi.fn();
    emitter.on('transactionsFound', () => {
      emitter.on('transactionsFound', later);
      throw new Error('boom');
    });
    emitter.on('transactionsFound', second);
    const data = { address: `0:${'1'.repeat(64)}`, transactions: [], info: { minLt: '1', maxLt: '1', batchType: 'new' as const } };
    emitter.emit('transactionsFound', data);
    expect(second).toHaveBeenCalledWith(data);
    expect(later).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    emitter.removeAllListeners();
    expect(emitter.listenerCount('transactionsFound')).toBe(0);
    expect(() => emitter.on('connected', 'nope' as never)).toThrow(TypeError);
  });
});
