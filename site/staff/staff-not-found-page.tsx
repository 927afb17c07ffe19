import { Link } from 'react-router-dom';
import { StaffCard } from './staff-card';
import { staffCopy } from './staff-copy';

export function StaffNotFoundPage() {
  return (
    <StaffCard heading={staffCopy.notFound.heading} intro={staffCopy.notFound.text}>
      <p>
        <Link to="/staff">{staffCopy.notFound.back}</Link>
      </p>
    </StaffCard>
  );
}
