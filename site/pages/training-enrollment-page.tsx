/**
 * /training-enrollment?token=… (docs/product/screens.md "Course enrollment"): her own enrollment
 * from a mailed link. Never indexed, never in the sitemap (route-paths.ts).
 */
import { useSearchParams } from 'react-router-dom';
import { EnrollmentView } from '../trainings/enrollment-view';

export function TrainingEnrollmentPage() {
  const [params] = useSearchParams();
  return (
    <div className="container page-body course-page">
      <EnrollmentView token={params.get('token') ?? ''} />
    </div>
  );
}
