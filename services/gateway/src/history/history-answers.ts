/** What the gateway keeps of one customer's history: the answer's bytes and the version they are of. */
interface HeldAnswer {
  etag: string;
  body: Buffer;
}

/**
 * Recently sent history answers, by customer and plan, bounded by their total size. An open
 * dashboard asks every few seconds and the answer of a long Pro history is over 100 KB; while the
 * jobs service says its version has not changed, the same bytes go out again without being read,
 * carried over the broker, parsed and serialised. Least recently used answers are dropped first.
 */
export class HistoryAnswers {
  private readonly held = new Map<string, HeldAnswer>();
  private heldBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The bytes of this version of the answer, if they are held. */
  get(key: string, etag: string): Buffer | undefined {
    const answer = this.held.get(key);
    if (!answer || answer.etag !== etag) return undefined;
    this.held.delete(key);
    this.held.set(key, answer);
    return answer.body;
  }

  keep(key: string, etag: string, body: Buffer): void {
    this.forget(key);
    if (body.length > this.maxBytes) return;
    this.held.set(key, { etag, body });
    this.heldBytes += body.length;
    for (const oldest of this.held.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  get size(): number {
    return this.heldBytes;
  }

  private forget(key: string): void {
    const answer = this.held.get(key);
    if (!answer) return;
    this.heldBytes -= answer.body.length;
    this.held.delete(key);
  }
}
