// The owner's trade history as a CSV file, over any range of days (UTC). The file needs the session, so it
// is fetched with it and handed to the browser as a download.
import { useState, type FormEvent } from 'react';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

/** A date input's day (YYYY-MM-DD) as Unix seconds at 00:00 UTC; `end` gives the next day's start. */
function dayStart(value: string, end = false): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) ? ms / 1000 + (end ? 86_400 : 0) : null;
}

export function HistoryDownload({ apiBase, token }: { apiBase: string; token: string }) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = dayStart(String(form.get('from') ?? ''));
    const to = dayStart(String(form.get('to') ?? ''), true);
    if (from !== null && to !== null && from >= to) {
      setStatus('The first day must not be after the last.');
      return;
    }
    const query = new URLSearchParams();
    if (from !== null) query.set('from', String(from));
    if (to !== null) query.set('to', String(to));
    setBusy(true);
    setStatus('Preparing your file…');
    try {
      const res = await fetch(`${apiBase}${ROUTE_PATHS.historyCsv}?${query}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `trades${from === null ? '' : `-from-${new Date(from * 1000).toISOString().slice(0, 10)}`}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus('Your history is downloaded.');
    } catch {
      setStatus('The download failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-5 flex flex-wrap items-end gap-3" onSubmit={(e) => void download(e)} data-testid="history-download">
      <h3 className="w-full text-sm font-700">Trade history (CSV)</h3>
      <label className="text-xs text-ink-soft dark:text-gray-300">
        From (UTC)
        <input
          type="date"
          name="from"
          className="mt-1 block rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        />
      </label>
      <label className="text-xs text-ink-soft dark:text-gray-300">
        To (UTC)
        <input
          type="date"
          name="to"
          className="mt-1 block rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        />
      </label>
      <button type="submit" className="btn-ghost" disabled={busy}>
        Download CSV
      </button>
      <p role="status" className="w-full text-xs text-ink-soft dark:text-gray-300">
        {status}
      </p>
    </form>
  );
}
