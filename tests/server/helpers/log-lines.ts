/** The server's log lines, kept for a test to read: hand `stream` to startTestApp's `logStream`. */
import { Writable } from 'node:stream';

export function collectLogLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines };
}
