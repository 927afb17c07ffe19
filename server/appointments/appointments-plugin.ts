/** Appointments (server/appointments/README.md): the public calls and the self-service calls. */
import fp from 'fastify-plugin';
import appointmentRoutes from './appointment-routes';
import manageRoutes from './manage-routes';

export default fp(
  async (app) => {
    await app.register(appointmentRoutes);
    await app.register(manageRoutes);
  },
  { name: 'appointments', dependencies: ['database', 'clock'] },
);
