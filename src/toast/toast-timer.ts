/** A countdown that can be paused and resumed; a toast closes when it runs out. */
export class PausableTimer {
  private remaining: number;
  private startedAt = 0;
  private handle: ReturnType<typeof setTimeout> | undefined;
  private pauses = new Set<string>();

  constructor(
    durationMs: number,
    private readonly onDone: () => void,
  ) {
    this.remaining = durationMs;
    this.run();
  }

  /** Pauses for a named reason (hover, window blur…); runs again once every reason is gone. */
  pause(reason: string): void {
    if (this.handle === undefined && this.pauses.size > 0) {
      this.pauses.add(reason);
      return;
    }
    this.pauses.add(reason);
    if (this.handle !== undefined) {
      clearTimeout(this.handle);
      this.handle = undefined;
      this.remaining -= Date.now() - this.startedAt;
    }
  }

  resume(reason: string): void {
    if (!this.pauses.delete(reason)) return;
    if (this.pauses.size === 0) this.run();
  }

  cancel(): void {
    if (this.handle !== undefined) clearTimeout(this.handle);
    this.handle = undefined;
    this.pauses.clear();
  }

  private run(): void {
    this.startedAt = Date.now();
    this.handle = setTimeout(
      () => {
        this.handle = undefined;
        this.onDone();
      },
      Math.max(0, this.remaining),
    );
  }
}
