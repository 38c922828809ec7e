import { PLAN_LIMITS, PRO_TRIAL_DAYS } from '../../lib/plan-limits';
import './account.css';

const BENEFITS = [
  `Up to ${PLAN_LIMITS.pro.maxCombinations} combinations from a single upload`,
  `Uploads up to ${PLAN_LIMITS.pro.maxFileSizeMb}MB per file`,
  'Every intro, body and CTA pairing rendered as a ready-to-run mp4',
  'An email with your download links as soon as processing finishes',
  `${PRO_TRIAL_DAYS}-day free trial, cancel anytime`,
] as const;

/** The marketing column beside the login and register forms. */
export function SignupBenefitsPanel() {
  return (
    <aside className="account-benefits" aria-labelledby="account-benefits-title">
      <h2 id="account-benefits-title" className="account-benefits__title">
        Turn a few clips into every ad variation
      </h2>
      <p className="account-benefits__lead">
        Upload your intros, bodies and calls to action once. We render every combination so you can find the winning creative
        faster.
      </p>
      <ul className="account-benefits__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </aside>
  );
}
