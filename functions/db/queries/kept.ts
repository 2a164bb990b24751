/**
 * Answers kept in the isolate between requests, each with the mark it was built at: a kept answer serves
 * only while a cheap read of the rows it depends on gives the same mark, and for `ttlMs` at most. The
 * heaviest reads (a whale's P&L, a collection's market) are the same for every visitor until their rows
 * change. Least recently built first out past `limit`.
 */
export class KeptAnswers<T> {
  private readonly kept = new Map<string, { mark: string; at: number; answer: T }>();

  constructor(
    private readonly limit: number,
    private readonly ttlMs: number,
  ) {}

  async get(key: string, mark: string, build: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && hit.mark === mark && now - hit.at < this.ttlMs) return hit.answer;
    const answer = await build();
    this.kept.delete(key);
    this.kept.set(key, { mark, at: now, answer });
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return answer;
  }
}
