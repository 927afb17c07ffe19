/**
 * Appointments (server/appointments/README.md): the clock every rule of time reads, and the calls.
 * The clock is Date.now unless the server was built with another (tests that control time).
 */
import fp from 'fastify-plugin';
import appointmentRoutes from './appointment-routes';
import manageRoutes from './manage-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** now, in epoch ms, for appointment rules (notice, horizon, reminders) */
    clock(): number;
  }
}

export default fp<{ clock?: () => number }>(
  async (app, opts) => {
    app.decorate('clock', opts.clock ?? Date.now);
    await app.register(appointmentRoutes);
    await app.register(manageRoutes);
  },
  { name: 'appointments', dependencies: ['database'] },
);
