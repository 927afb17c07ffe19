import { treatmentAreas, type TreatmentArea } from '../../src/config/treatment-areas';
import { PlaceholderPage } from '../components/placeholder-page';

export function TreatmentDetailPage({ slug }: { slug: TreatmentArea['slug'] }) {
  const area = treatmentAreas.find((a) => a.slug === slug);
  return <PlaceholderPage title={area?.name ?? 'Treatment'} />;
}
