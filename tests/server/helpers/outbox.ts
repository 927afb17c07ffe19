/** Reads the mails the server wrote to DATA_DIR/outbox (no SMTP_URL): headers and decoded text. */
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

export interface ReadMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  // a long header is folded into several encoded words; the space between two of them is not text (RFC 2047, 6.2)
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseEml(raw: string, id = 0): ReadMail {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { id, to: header('To'), from: header('From'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n'), raw };
}

export function readOutbox(dataDir: string): ReadMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => parseEml(fs.readFileSync(path.join(dir, f), 'utf8'), Number(f.replace('.eml', ''))))
    .sort((a, b) => a.id - b.id);
}

export function resetLinkIn(mail: ReadMail): URL {
  const match = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in mail ${mail.id}`);
  return new URL(match[1]);
}

/** The mails to one address so far, once the app's outbox has sent everything due. */
export async function mailsSentTo(t: TestApp, to: string): Promise<ReadMail[]> {
  await t.app.mailer.flush();
  return readOutbox(t.dataDir).filter((m) => m.to === to);
}
