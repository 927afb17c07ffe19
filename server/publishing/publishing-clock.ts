/**
 * The time the public blog is read at: a post scheduled for 10:00 shows once this clock passes
 * 10:00, on every process (each asks the database with its own reading). Tests move it forward
 * instead of waiting (docs/decisions/0018-publishing-posts.md); in production it is Date.now().
 */
export interface PublishingClock {
  now(): number;
  /** moves this process's clock ahead (tests only: NODE_ENV=test refuses nothing, other modes throw) */
  advance(ms: number): void;
}

export function createPublishingClock(allowAdvance: boolean): PublishingClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (!allowAdvance) throw new Error('the publishing clock only moves in tests');
      offset += ms;
    },
  };
}
