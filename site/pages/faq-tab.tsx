export type FaqTabGroup = 'all' | 'treatment_faq' | 'results_faq' | 'post_treatment_faq';

export function FaqTab({ group }: { group: FaqTabGroup }) {
  return <p data-faq-group={group}>Answers for this topic are being prepared.</p>;
}
