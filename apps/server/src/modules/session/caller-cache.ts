import type { Caller } from '../../envelope/command.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * A short-lived cache of resolved sessions, so a request does not query the database for its token.
 * It is only a cache: revocation and rights changes evict entries here and, on PostgreSQL, in every
 * other server copy through NOTIFY, which a copy hears out before serving an entry (sync; when it cannot,
 * it reads the database).
 */
export class CallerCache {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();
  /** Loads under way: concurrent misses of one token share one query instead of each running its own. */
  private readonly loading = new Map<string, Promise<Caller | null>>();
  /** Bumped by every eviction, so a load that began before it neither fills the cache nor serves later requests. */
  private generation = 0;

  /**
   * sync, with several server copies: resolves once this copy has heard every eviction committed before the call
   * (eviction-barrier.ts), so a logout on one copy is refused by the others at their next request.
   */
  constructor(
    private readonly load: (tokenHash: string) => Promise<Caller | null>,
    private readonly sync?: () => Promise<void>,
  ) {}

  /** The cached caller, else the loaded one, loaded once however many requests ask for the token meanwhile. */
  resolve(tokenHash: string): Promise<Caller | null> {
    // What memory holds (an entry, or a load begun before this request) is served only after the sync; if it fails, none is.
    if (this.sync && (this.entries.has(tokenHash) || this.loading.has(tokenHash))) {
      return this.sync().then(() => this.resolveNow(tokenHash), () => {
        this.evict('all');
        return this.resolveNow(tokenHash);
      });
    }
    return this.resolveNow(tokenHash);
  }

  private resolveNow(tokenHash: string): Promise<Caller | null> {
    const cached = this.get(tokenHash);
    if (cached) return Promise.resolve(cached);
    const pending = this.loading.get(tokenHash);
    if (pending) return pending;
    const generation = this.generation;
    const promise: Promise<Caller | null> = this.load(tokenHash).then(
      (caller) => {
        this.settle(tokenHash, promise);
        if (caller && generation === this.generation) this.set(tokenHash, caller);
        return caller;
      },
      (error: unknown) => {
        this.settle(tokenHash, promise);
        throw error;
      },
    );
    this.loading.set(tokenHash, promise);
    return promise;
  }

  private get(tokenHash: string, now = Date.now()): Caller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.caller;
  }

  private set(tokenHash: string, caller: Caller, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { caller, until: now + TTL_MS });
  }

  private settle(tokenHash: string, load: Promise<Caller | null>): void {
    if (this.loading.get(tokenHash) === load) this.loading.delete(tokenHash);
  }

  /** Evicts by a message of the form "user:<id>", "company:<id>", "token:<hash>" or "all". */
  evict(message: string): void {
    this.generation++;
    this.loading.clear();
    if (message === 'all') return this.entries.clear();
    const [scope, value] = message.split(':');
    for (const [hash, { caller }] of this.entries) {
      if (
        (scope === 'token' && hash === value) ||
        (scope === 'user' && String(caller.userId) === value) ||
        (scope === 'account' && String(caller.accountId) === value) ||
        (scope === 'company' && String(caller.companyId) === value) ||
        (scope === 'position' && String(caller.positionId) === value)
      ) {
        this.entries.delete(hash);
      }
    }
  }
}

export const CALLER_EVICT_CHANNEL = 'parcelflow_caller_evict';
