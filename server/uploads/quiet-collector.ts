/**
 * Hands the memory of a burst of uploads back once uploads go quiet. V8 frees a dead Buffer only
 * when it collects garbage, and it collects when its own heap or the outside memory it counts has
 * grown enough since the last time; after a burst nothing grows any more, so the last bodies and
 * socket chunks stayed resident for as long as the server was idle (80 to 120 MB after the bench's
 * 60-photo burst, with every upload finished). So once the uploads have been quiet for a moment,
 * one full collection runs: a few milliseconds on a heap this size, at a time nobody is waiting.
 *
 * It needs Node's --expose-gc, which `npm start`, `npm run start:prod` and the bench set; without
 * it nothing is collected early, and the memory waits for V8's next collection.
 */
export class QuietCollector {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly quietMs: number,
    /** true while uploads are under way: a collection then would free little and pause them */
    private readonly busy: () => boolean,
    private readonly collect: (() => void) | undefined = globalThis.gc,
  ) {}

  /** whether a collection can run at all (Node started with --expose-gc) */
  get enabled(): boolean {
    return this.collect !== undefined;
  }

  /** The uploads just went quiet: collect in `quietMs`, unless they are under way again by then. */
  arm(): void {
    if (!this.collect) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.busy()) this.collect?.();
    }, this.quietMs);
    // a pending collection is no reason to keep the process alive
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
