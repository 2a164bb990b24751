import { describe, expect, it } from 'vitest';
import { analyticsLegacyRedirect, analyticsPeriod, analyticsPeriodHref } from '~/page-query/analytics-period';

const PATH = '/collection/0:abc/analytics';
const url = (query: string) => new URL(`https://example.org${PATH}${query}`);

describe('the analytics period in the URL', () => {
  it("reads time_period, the lists' day spellings as 24 h, and falls back to 7 d", () => {
    expect(analyticsPeriod(url('?time_period=30d').searchParams)).toBe('30d');
    expect(analyticsPeriod(url('?time_period=ALL').searchParams)).toBe('all');
    expect(analyticsPeriod(url('?time_period=1d').searchParams)).toBe('24h');
    expect(analyticsPeriod(url('?time_period=d').searchParams)).toBe('24h');
    expect(analyticsPeriod(url('?time_period=1h').searchParams)).toBe('7d');
    expect(analyticsPeriod(url('?time_period=forever').searchParams)).toBe('7d');
    // The old name alone is not read here: the page redirects it first.
    expect(analyticsPeriod(url('?period=30d').searchParams)).toBe('7d');
  });

  it('writes time_period, the default as the bare path', () => {
    expect(analyticsPeriodHref(PATH, '30d')).toBe(`${PATH}?time_period=30d`);
    expect(analyticsPeriodHref(PATH, '7d')).toBe(PATH);
  });

  it('sends an old period= link to time_period, keeping the rest of the query', () => {
    expect(analyticsLegacyRedirect(url('?time_period=30d'))).toBeNull();
    expect(analyticsLegacyRedirect(url(''))).toBeNull();
    expect(analyticsLegacyRedirect(url('?period=30d'))).toBe(`${PATH}?time_period=30d`);
    expect(analyticsLegacyRedirect(url('?period=7d'))).toBe(PATH);
    expect(analyticsLegacyRedirect(url('?period=forever'))).toBe(PATH);
    expect(analyticsLegacyRedirect(url('?x=1&period=all'))).toBe(`${PATH}?x=1&time_period=all`);
    // time_period beside it wins.
    expect(analyticsLegacyRedirect(url('?time_period=24h&period=30d'))).toBe(`${PATH}?time_period=24h`);
  });
});
