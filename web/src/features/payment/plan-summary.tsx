import { quotasOf } from '@reelmix/contracts/browser';
import { PLAN_LIMITS } from '../../lib/plan-limits';
import { type PaymentTerms, wholeMoney, type TermsWording } from './payment-terms';

// "Unlimited" holds for anyone working in the app; the daily output quota is the ceiling a script meets, so it is named beside it.
const FAIR_USE = `fair use: up to ${quotasOf('pro').outputsPerDay.toLocaleString('en-US')} videos a day`;

const INCLUDED = [
  `Unlimited video processing (${FAIR_USE})`,
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
