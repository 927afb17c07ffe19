/**
 * Lets only a few photo decodes run at once. A decode holds the whole picture in memory (a
 * 6000 × 6000 JPEG of 200 KB is 100 MB of pixels), so a burst of uploads must queue rather than
 * decode side by side; a request that cannot start within a short wait is turned away with a 503
 * and a Retry-After instead of growing the queue and the memory without end.
 */
export interface DecodeGateSettings {
  /** decodes running at once */
  concurrent: number;
  /** how long a request may wait for a free slot before it is turned away */
  maxWaitMs: number;
  /** what the 503's Retry-After says */
  retryAfterSeconds: number;
}

export const defaultDecodeGate: DecodeGateSettings = { concurrent: 2, maxWaitMs: 10_000, retryAfterSeconds: 5 };

export const DECODE_BUSY = 'CLINIC_DECODE_BUSY';

export class DecodeBusyError extends Error {
  readonly code = DECODE_BUSY;
  readonly statusCode = 503;
  constructor(readonly retryAfterSeconds: number) {
    super('photo decoding is busy');
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class DecodeGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly settings: DecodeGateSettings) {}

  /** decodes running now and requests waiting for a slot (for tests and health) */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.settings.concurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.queue.indexOf(waiter);
          if (at >= 0) this.queue.splice(at, 1);
          reject(new DecodeBusyError(this.settings.retryAfterSeconds));
        }, this.settings.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    // the slot passes straight to the next waiter, so `running` stays as it is
    if (next) next.start();
    else this.running -= 1;
  }
}
