/**
 * /appointment?token=… (docs/product/screens.md "Appointment self-service"): the patient's own
 * appointment from a mailed link. Never indexed, never in the sitemap (route-paths.ts).
 */
import '../../src/booking/time-picker/time-picker.css';
import '../appointment/manage-appointment.css';
import { useSearchParams } from 'react-router-dom';
import { ManageAppointment } from '../appointment/manage-appointment';

export function AppointmentPage() {
  const [params] = useSearchParams();
  return (
    <div className="container page-body appointment-page">
      <ManageAppointment token={params.get('token') ?? ''} />
    </div>
  );
}
