import { PLAN_LIMITS } from '../../lib/plan-limits';
import { type PaymentTerms, wholeMoney, type TermsWording } from './payment-terms';

const INCLUDED = [
  'Unlimited video processing',
  `Up to ${PLAN_LIMITS.pro.maxCombinations} combinations per upload`,
  `Uploads up to ${PLAN_LIMITS.pro.maxFileSizeMb}MB per file`,
  'Priority processing and support',
  'Saved history of past combinations',
] as const;

/** The plan, what today costs (a trial or a charge) and what Pro includes, above the card fields. */
export function PlanSummary({ terms, wording }: { terms: PaymentTerms; wording: TermsWording }) {
  return (
    <div className="plan-summary">
      <p className="plan-summary__plan">Pro Plan - {wholeMoney(terms.priceCents, terms.currency)}/month</p>
      <p className="plan-summary__trial">{wording.today}</p>
      <p className="plan-summary__heading">What's included:</p>
      <ul className="plan-summary__list">
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
