import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../../server/db/retry-on-deadlock';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('a booking chosen as a deadlock victim', () => {
  it('runs again after PostgreSQL rolls it back (40P01, 40001) and answers with the next run', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs++;
      const code = codes.shift();
      if (code) throw failure(code);
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(runs).toBe(3);
  });

  it('passes any other failure on at once, and gives up after eight runs', async () => {
    let runs = 0;
    await expect(retryOnDeadlock(async () => { runs++; throw failure('23505'); })).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
    runs = 0;
    await expect(retryOnDeadlock(async () => { runs++; throw failure('40P01'); })).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(8);
  });
});
