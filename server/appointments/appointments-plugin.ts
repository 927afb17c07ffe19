/** Appointments (server/appointments/README.md): the public calls, the self-service calls and the staff calls. Register after the staff plugin. */
import fp from 'fastify-plugin';
import appointmentRoutes from './appointment-routes';
import manageRoutes from './manage-routes';
import staffAppointmentRoutes from './staff-appointment-routes';

export default fp(
  async (app) => {
    await app.register(appointmentRoutes);
    await app.register(manageRoutes);
    await app.register(staffAppointmentRoutes, { prefix: '/api/staff' });
  },
  { name: 'appointments', dependencies: ['database', 'clock', 'mailer'] },
);
