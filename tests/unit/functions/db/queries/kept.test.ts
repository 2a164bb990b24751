// Answers kept between requests: served while their mark holds and not older than the limit, rebuilt otherwise.
import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '@functions/db/queries/kept';

describe('KeptAnswers', () => {
  it('serves the kept answer while the mark holds, and builds again when it changes', async () => {
    const kept = new KeptAnswers<number>(4, 60_000);
    let builds = 0;
    const build = async () => ++builds;
    expect(await kept.get('a', 'm1', build, 0)).toBe(1);
    expect(await kept.get('a', 'm1', build, 1_000)).toBe(1);
    expect(await kept.get('a', 'm2', build, 2_000)).toBe(2);
    expect(await kept.get('b', 'm2', build, 2_000)).toBe(3);
  });

  it('builds again once the answer is older than its limit', async () => {
    const kept = new KeptAnswers<number>(4, 60_000);
    let builds = 0;
    const build = async () => ++builds;
    await kept.get('a', 'm', build, 0);
    expect(await kept.get('a', 'm', build, 59_999)).toBe(1);
    expect(await kept.get('a', 'm', build, 60_000)).toBe(2);
  });

  it('keeps at most `limit` answers, dropping the least recently built', async () => {
    const kept = new KeptAnswers<string>(2, 60_000);
    const build = (value: string) => async () => value;
    await kept.get('a', 'm', build('a1'), 0);
    await kept.get('b', 'm', build('b1'), 0);
    await kept.get('c', 'm', build('c1'), 0);
    expect(await kept.get('b', 'm', build('b2'), 0)).toBe('b1');
    expect(await kept.get('a', 'm', build('a2'), 0)).toBe('a2');
  });
});
