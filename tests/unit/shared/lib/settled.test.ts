import { describe, expect, it, vi } from 'vitest';
import { orFallback } from '@shared/lib/settled';

describe('orFallback', () => {
  it('passes a value through', async () => {
    expect(await orFallback(Promise.resolve([1]), [], 'numbers')).toEqual([1]);
  });
  it('turns a failure into the fallback and logs what failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await orFallback(Promise.reject(new Error('boom')), [], 'numbers')).toEqual([]);
    expect(log).toHaveBeenCalledWith('could not load numbers:', 'boom');
    log.mockRestore();
  });
  it('rethrows a failure the caller calls fatal', async () => {
    const fatal = (error: unknown) => error instanceof RangeError;
    await expect(orFallback(Promise.reject(new RangeError('down')), [], 'numbers', fatal)).rejects.toThrow('down');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await orFallback(Promise.reject(new Error('boom')), [], 'numbers', fatal)).toEqual([]);
    log.mockRestore();
  });
});
