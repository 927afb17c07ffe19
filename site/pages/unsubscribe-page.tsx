/**
 * /unsubscribe?token=… (docs/product/screens.md "Unsubscribe"): where a marketing mail's visible link
 * and a browser's GET of its List-Unsubscribe link (sent on by the API) land. Never indexed, never in
 * the sitemap (route-paths.ts).
 */
import '../account/unsubscribe.css';
import { useSearchParams } from 'react-router-dom';
import { UnsubscribeView } from '../account/unsubscribe-view';

export function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <div className="container page-body unsubscribe-page">
      <UnsubscribeView token={params.get('token') ?? ''} />
    </div>
  );
}
