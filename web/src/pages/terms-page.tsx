import { Link } from 'react-router-dom';
import { PLAN_LIMITS, PRO_PRICE_USD_PER_MONTH, PRO_TRIAL_DAYS } from '../lib/plan-limits';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../lib/site-info';
import { ROUTES } from '../routes';

/** Served at both /terms and /terms-of-service. */
export function TermsPage() {
  const { free, pro } = PLAN_LIMITS;
  return (
    <article className="container page prose">
      <title>Terms & Conditions · Reelmix</title>
      <h1 className="page__title">Terms &amp; Conditions</h1>
      <p>
        These terms govern your use of {PRODUCT_NAME}. By creating an account or using the service you agree to them.
      </p>

      <h2>Plans and limits</h2>
      <ul>
        <li>
          Free users can create up to {free.maxCombinations} combinations per upload, with files up to{' '}
          {`${free.maxFileSizeMb}MB`}.
        </li>
        <li>
          Pro users can create up to {pro.maxCombinations} combinations per upload, with files up to{' '}
          {`${pro.maxFileSizeMb}MB`}.
        </li>
      </ul>

      <h2>Billing</h2>
      <p>
        Pro costs ${PRO_PRICE_USD_PER_MONTH} per month and starts with a {PRO_TRIAL_DAYS}-day free trial. After the trial,
        Pro is billed monthly in advance. You can cancel at any time; access continues until the end of the period you
        paid for. Billing disputes must be reported within 30 days of the charge.
      </p>

      <h2>Your content</h2>
      <p>
        You keep all rights to the videos you upload and must have the right to use them. We process your videos only to
        create the variations you request.
      </p>

      <h2>Termination</h2>
      <p>
        You may close your account at any time, and we may suspend accounts that misuse the service. Your data is deleted
        within 30 days of termination.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability is limited to the amount you paid us in the 12 months before
        the claim.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
        <Link to={ROUTES.contact}>contact page</Link>.
      </p>
    </article>
  );
}
