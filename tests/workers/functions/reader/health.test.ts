// GET /api/healthz tells when something is wrong: 503 with ok false and the reason when D1 does not
// answer, when the chain reader's last tick failed, or when its last successful read is older than the
// bound; 200 while a fresh reader has not read yet (the start scripts wait on it).
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { healthResponse, READER_STALE_MIN_SECONDS } from '@functions/reader/health';
import { writeMeta } from '@functions/reader/reader';

let instance = 0;
let readerName: string;

/** The Worker's env with its real reader Durable Object under a name of this test's own (no alarm ticks it). */
function envWith(overrides: Partial<Env> = {}): Env {
  const namespace = env.READER;
  const reader = {
    idFromName: () => namespace.idFromName(readerName),
    get: (id: DurableObjectId) => namespace.get(id),
  } as unknown as Env['READER'];
  return { ...env, READER: reader, ...overrides };
}

/** Sets the reader's bookkeeping as its ticks would have left it. */
function readerState(meta: { lastSuccess?: number; lastError?: { at: number; message: string } }): Promise<void> {
  return runInDurableObject(env.READER.get(env.READER.idFromName(readerName)), async (_instance, state) => {
    const sql = state.storage.sql;
    sql.exec('DELETE FROM reader_meta');
    if (meta.lastSuccess !== undefined) writeMeta(sql, 'last_success', String(meta.lastSuccess));
    if (meta.lastError) writeMeta(sql, 'last_error', JSON.stringify(meta.lastError));
  });
}

async function health(e: Env = envWith()): Promise<{ status: number; body: { ok: boolean; reason?: string } }> {
  const res = await healthResponse(e);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: res.status, body: (await res.json()) as { ok: boolean; reason?: string } };
}

const now = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  readerName = `health-${++instance}`;
});

describe('GET /api/healthz', () => {
  it('is 200 ok while D1 answers and the reader read a moment ago', async () => {
    await readerState({ lastSuccess: now() - 5 });
    expect(await health()).toEqual({ status: 200, body: expect.objectContaining({ ok: true }) });
    expect((await health()).body).not.toHaveProperty('reason');
  });

  it('is 200 while a fresh reader has not read yet: starting up is not an outage', async () => {
    await readerState({});
    expect((await health()).status).toBe(200);
  });

  it('is 503 with the reason when D1 does not answer', async () => {
    await readerState({ lastSuccess: now() });
    const locked = {
      prepare: () => ({ first: () => Promise.reject(new Error('D1_ERROR: database is locked: SQLITE_BUSY')) }),
    } as unknown as D1Database;
    const { status, body } = await health(envWith({ DB: locked }));
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.reason).toBe('database: D1_ERROR: database is locked: SQLITE_BUSY');
  });

  it("is 503 when the reader's last error is newer than its last success", async () => {
    await readerState({ lastSuccess: now() - 30, lastError: { at: now() - 3, message: 'JrpcError: 502 Bad Gateway' } });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.reason).toMatch(/^chain reader: its last tick failed at \S+Z: JrpcError: 502 Bad Gateway$/);
    // Never read at all, and failing: the same.
    await readerState({ lastError: { at: now(), message: 'TypeError: fetch failed' } });
    expect((await health()).status).toBe(503);
  });

  it("is 503 when the reader's last successful read is older than the bound, and 200 again once it reads", async () => {
    await readerState({ lastSuccess: now() - READER_STALE_MIN_SECONDS - 30 });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.reason).toMatch(/^chain reader: last read the chain 1[45]\d s ago \(bound 120 s\)$/);
    await readerState({ lastSuccess: now() - READER_STALE_MIN_SECONDS + 30 });
    expect((await health()).status).toBe(200);
  });

  it('names both when both fail', async () => {
    await readerState({ lastError: { at: now(), message: 'boom' } });
    const broken = { prepare: () => ({ first: () => Promise.reject(new Error('D1_ERROR: Network connection lost.')) }) };
    const { status, body } = await health(envWith({ DB: broken as unknown as D1Database }));
    expect(status).toBe(503);
    expect(body.reason).toContain('database: D1_ERROR: Network connection lost.');
    expect(body.reason).toContain('chain reader: its last tick failed');
  });
});
