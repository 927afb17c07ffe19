/**
 * A fixed number of slots and a short, bounded queue in front of them: the shape of both upload
 * gates (reading photo bodies, decoding photos). What a slot guards costs memory, so work beyond
 * the slots waits rather than runs side by side; and since a queue is only worth joining when it
 * moves, a request that finds it full, or cannot start within a short wait, is turned away at once
 * with a 503 and a Retry-After rather than growing the queue without end. A gate may also give
 * each address only a share of itself (`perAddress`), turning away at once, with the same 503,
 * a request from an address that already has its share in the gate.
 */
export interface SlotGateSettings {
  /** work running at once */
  concurrent: number;
  /** requests that may wait for a slot; one more is turned away at once */
  maxWaiting: number;
  /** how long a request may wait for a free slot before it is turned away */
  maxWaitMs: number;
  /** what the 503's Retry-After says */
  retryAfterSeconds: number;
  /**
   * requests one address may have in the gate, holding a slot or waiting for one; one more from it
   * is turned away at once, so one client cannot take every slot (or every place in the queue).
   * Unset: no share (work that names no address, such as a decode, is never counted).
   */
  perAddress?: number;
}

export const GATE_BUSY = 'CLINIC_GATE_BUSY';

export class GateBusyError extends Error {
  readonly code = GATE_BUSY;
  readonly statusCode = 503;
  constructor(
    readonly retryAfterSeconds: number,
    readonly why: 'queue_full' | 'waited_too_long' | 'address_share',
  ) {
    super('busy: no free slot');
  }
}

export const SLOT_WAIT_ABANDONED = 'CLINIC_SLOT_WAIT_ABANDONED';

/** The client went away while its request waited for a slot: nobody is left to read the answer. */
export class SlotWaitAbandonedError extends Error {
  readonly code = SLOT_WAIT_ABANDONED;
  readonly statusCode = 400;
  constructor() {
    super('client gone while waiting for a slot');
  }
}

/** Who asks for a slot: the client's address (for `perAddress`) and what starts with its slot. */
export interface SlotHolder {
  address?: string;
  onSlot?: () => void;
}

interface Waiter {
  start: () => void;
}

export class SlotGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** requests in the gate (holding a slot or waiting) per address, for `perAddress` */
  private readonly byAddress = new Map<string, number>();

  /** `onIdle` runs each time the last slot is let go with nobody waiting */
  constructor(
    readonly settings: SlotGateSettings,
    private readonly onIdle?: () => void,
  ) {}

  /** work running now and requests waiting for a slot (for tests and logs) */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** requests `address` has in the gate now, holding a slot or waiting (for tests and logs) */
  heldBy(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  /**
   * Runs `work` in a slot, waiting for one when all are taken. `signal` (the request's) takes a
   * waiting request out of the queue when its client goes away, so it does not keep a place it
   * will never use. `holder` names the client's address, whose share the request counts against,
   * and what to start once the slot is its own.
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal, holder: SlotHolder = {}): Promise<T> {
    const { address } = holder;
    this.countIn(address);
    try {
      await this.acquire(signal);
    } catch (err) {
      this.countOut(address);
      throw err;
    }
    try {
      holder.onSlot?.();
      return await work();
    } finally {
      this.countOut(address);
      this.release();
    }
  }

  /** Counts a request against its address's share, or turns it away (503) when the share is taken. */
  private countIn(address: string | undefined): void {
    if (address === undefined || this.settings.perAddress === undefined) return;
    const held = this.heldBy(address);
    if (held >= this.settings.perAddress) throw new GateBusyError(this.settings.retryAfterSeconds, 'address_share');
    this.byAddress.set(address, held + 1);
  }

  private countOut(address: string | undefined): void {
    if (address === undefined || this.settings.perAddress === undefined) return;
    const held = this.heldBy(address) - 1;
    if (held > 0) this.byAddress.set(address, held);
    else this.byAddress.delete(address);
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new SlotWaitAbandonedError());
    if (this.running < this.settings.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.settings.maxWaiting) return Promise.reject(new GateBusyError(this.settings.retryAfterSeconds, 'queue_full'));
    return new Promise<void>((resolve, reject) => {
      const leave = (err: Error) => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(err);
      };
      const onAbort = () => leave(new SlotWaitAbandonedError());
      const timer = setTimeout(() => leave(new GateBusyError(this.settings.retryAfterSeconds, 'waited_too_long')), this.settings.maxWaitMs);
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    // the slot passes straight to the next waiter, so `running` stays as it is
    if (next) {
      next.start();
      return;
    }
    this.running -= 1;
    if (this.running === 0) this.onIdle?.();
  }
}
