import { AppError } from '@tryon/kit';

const BUSY = 'Too many sign-in attempts at once. Please try again in a moment.';
/** Refused at once: a hash takes tens of milliseconds, so a second later there is room again. */
const busy = () => new AppError('RATE_LIMITED', BUSY, { headers: { 'retry-after': '1' } });

export interface SignInGateLimits {
  /** Password hashes (argon2id) running at once, in total. */
  hashesAtOnce: number;
  /** Hashes waiting for one of those, in total; beyond it a sign-in is refused (or takes a heavier address's place). */
  hashQueue: number;
  /** Sign-ins (or sign-ups) of one client address in progress at once; beyond it refused at once. */
  perAddress: number;
}

interface Waiter {
  address: string;
  start: () => void;
  refuse: (err: AppError) => void;
}

/**
 * Bounds the password hashing done at once, per client address and in total, so that a flood of sign-ins
 * cannot make an innocent one wait: each hash takes a core for tens of milliseconds, and unbounded they
 * would all queue on the thread pool, the innocent's behind every one of them.
 *
 * - An address has at most `perAddress` sign-ins in progress; one more is answered 429 at once, before any
 *   database work or hashing.
 * - At most `hashesAtOnce` hashes run; at most `hashQueue` wait (first come, first served), so a waiting
 *   sign-in starts within `hashQueue / hashesAtOnce` hash times.
 * - When the queue is full, a newcomer takes the place of the newest waiter of the address with the most
 *   sign-ins in progress, if that is more than the newcomer's own (that waiter is answered 429); otherwise
 *   the newcomer is answered 429. A flood from many addresses thus cannot shut out an address that asks
 *   once: it always gets a place.
 *
 * Per process: each replica bounds its own cores. The limits over time (attempts per address, failures
 * per account) are {@link SignInLimiter}'s.
 */
export class SignInGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly inProgress = new Map<string, number>();

  constructor(private readonly limits: SignInGateLimits) {}

  /** Runs one sign-in (or sign-up) of `address`; refuses it (429) when the address has its limit in progress. */
  async forAddress<T>(address: string, work: () => Promise<T>): Promise<T> {
    const mine = this.inProgress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) throw busy();
    this.inProgress.set(address, mine + 1);
    try {
      return await work();
    } finally {
      const left = (this.inProgress.get(address) ?? 1) - 1;
      if (left > 0) this.inProgress.set(address, left);
      else this.inProgress.delete(address);
    }
  }

  /** Runs one password hash of `address` within the total bound (see the class). */
  async hashing<T>(address: string, hash: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.hashesAtOnce) this.running++;
    else await this.wait(address);
    try {
      return await hash();
    } finally {
      // The slot goes straight to the first waiter, if any.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
    }
  }

  /** Figures for logs and tests. */
  stats() {
    return { running: this.running, waiting: this.waiting.length, addresses: this.inProgress.size };
  }

  private wait(address: string): Promise<void> {
    if (this.waiting.length >= this.limits.hashQueue && !this.evictFor(address)) throw busy();
    return new Promise<void>((start, refuse) => this.waiting.push({ address, start, refuse }));
  }

  /** Refuses the newest waiter of the heaviest address, if heavier than `address`; true when it did. */
  private evictFor(address: string): boolean {
    const load = (a: string) => this.inProgress.get(a) ?? 0;
    const own = load(address);
    let victim = -1;
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const w = this.waiting[i]!;
      if (load(w.address) > own && (victim < 0 || load(w.address) > load(this.waiting[victim]!.address))) {
        victim = i;
      }
    }
    if (victim < 0) return false;
    const [evicted] = this.waiting.splice(victim, 1);
    evicted!.refuse(busy());
    return true;
  }
}
