/** A real SMTP server on 127.0.0.1 (smtp-server), recording what it accepts; it can be told to refuse. */
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ReadMail } from './outbox';

export interface SmtpPeer {
  port: number;
  received: ReadMail[];
  /** while false, every message is refused with a temporary failure (451) */
  accepting: boolean;
  /** while true, every message is refused for good (550, mailbox unavailable) */
  refusingPermanently: boolean;
  /** while true, the server reads a message and never answers (a hung mail server) */
  hanging: boolean;
  /** messages whose data the server started to read */
  started: number;
  close(): Promise<void>;
}

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const peer: SmtpPeer = { port: 0, received: [], accepting: true, refusingPermanently: false, hanging: false, started: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      peer.started += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (peer.hanging) return;
        if (peer.refusingPermanently) {
          callback(Object.assign(new Error('Requested action not taken: mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        if (!peer.accepting) {
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        peer.received.push(parseEml(Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  peer.port = (server.server.address() as net.AddressInfo).port;
  peer.close = () =>
    new Promise<void>((resolve) => {
      // a hung session would keep close() waiting: end the sockets too
      for (const conn of (server as unknown as { connections?: Set<{ close?: () => void }> }).connections ?? []) conn.close?.();
      server.close(() => resolve());
    });
  return peer;
}
