import { PLAN_LIMITS, PRO_PRICE_USD_PER_MONTH, PRO_TRIAL_DAYS } from '../../lib/plan-limits';

const INCLUDED = [
  'Unlimited video processing',
  `Up to ${PLAN_LIMITS.pro.maxCombinations} combinations per upload`,
  `Uploads up to ${PLAN_LIMITS.pro.maxFileSizeMb}MB per file`,
  'Priority processing and support',
  'Saved history of past combinations',
] as const;

/** What the trial is and what it includes, above the card fields. */
export function PlanSummary() {
  return (
    <div className="plan-summary">
      <p className="plan-summary__plan">
        Pro Plan - ${PRO_PRICE_USD_PER_MONTH}/month
      </p>
      <p className="plan-summary__trial">
        Free {PRO_TRIAL_DAYS}-day trial. No charge today.
      </p>
      <p className="plan-summary__heading">What's included:</p>
      <ul className="plan-summary__list">
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
