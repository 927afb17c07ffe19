/** Appointments (server/appointments/README.md): the public calls, the self-service calls, the patient's own in her account and the staff calls. Register after the staff plugin. */
import fp from 'fastify-plugin';
import appointmentRoutes from './appointment-routes';
import manageRoutes from './manage-routes';
import staffAppointmentRoutes from './staff-appointment-routes';
import { manageLinkFiller } from './manage-link-filler';
import bookingConfirmationRoutes from './booking-confirmation-routes';
import accountAppointmentRoutes from './account-appointment-routes';

export default fp(
  async (app) => {
    // appointment mails carry their link's token only when sent (manage-link-filler.ts)
    app.mailer.addFiller(manageLinkFiller(app.db, app.clock));
    await app.register(appointmentRoutes);
    await app.register(manageRoutes);
    await app.register(accountAppointmentRoutes);
    await app.register(staffAppointmentRoutes, { prefix: '/api/staff' });
    await app.register(bookingConfirmationRoutes, { prefix: '/api/staff' });
  },
  { name: 'appointments', dependencies: ['database', 'clock', 'mailer', 'sessions'] },
);
