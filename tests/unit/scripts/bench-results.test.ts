// The benchmarks' results (scripts/bench/harness/results.mjs): how a run's headline numbers read against the run before.
import { describe, expect, it } from 'vitest';
import { compareHeadlines, higher, lower } from '../../../scripts/bench/harness/results.mjs';

const row = (bench: string, headline: ReturnType<typeof lower>) => ({ bench, ...headline });

describe('compareHeadlines', () => {
  it('says better or worse by which way the number should go, and same within 5%', () => {
    const before = [
      row('actions', lower('buy median', 800, 'ms')),
      row('reader', higher('ingest', 900, 'events/s')),
      row('actions', lower('bid median', 700, 'ms')),
    ];
    const now = [
      row('actions', lower('buy median', 600, 'ms')),
      row('reader', higher('ingest', 800, 'events/s')),
      row('actions', lower('bid median', 720, 'ms')),
    ];
    expect(compareHeadlines(now, before).map((r: { change: string }) => r.change)).toEqual(['-25.0% better', '-11.1% worse', '+2.9% same']);
  });

  it('shows a number with no earlier run as new', () => {
    const [first] = compareHeadlines([row('live', lower('shown median', 120, 'ms'))], undefined);
    expect(first).toMatchObject({ bench: 'live', metric: 'shown median', before: '—', now: 120, change: '—' });
  });
});
