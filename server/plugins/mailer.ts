import fp from 'fastify-plugin';
import { createMailTransport } from '../mail/mail-transport';
import { MailSender } from '../mail/mail-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox sender: `wake()` after queueing, `flush()` to send now (tests, operators) */
    mailer: MailSender;
  }
}

/** Starts the outbox sender with the app and stops it, mid-cycle if need be, when the app closes. */
export default fp<{ mailPollMs?: number }>(
  async (app, opts) => {
    const transport = createMailTransport({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir });
    const sender = new MailSender(app.db, transport, app.config.mailFrom, app.log.child({ component: 'mailer' }), opts.mailPollMs);
    app.decorate('mailer', sender);
    app.addHook('onReady', async () => {
      app.log.info({ transport: transport.describe() }, 'mail sender started');
      sender.start();
    });
    app.addHook('preClose', async () => {
      await sender.stop();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
