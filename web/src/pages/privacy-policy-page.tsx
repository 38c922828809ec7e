import { Link } from 'react-router-dom';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../lib/site-info';
import { ROUTES } from '../routes';

export function PrivacyPolicyPage() {
  return (
    <article className="container page prose">
      <title>Privacy Policy · Reelmix</title>
      <h1 className="page__title">Privacy Policy</h1>
      <p>This policy explains what {PRODUCT_NAME} collects, why, and what you can ask us to do with it.</p>

      <h2>What we collect</h2>
      <ul>
        <li>Account details: your email address and, if you give them, your name.</li>
        <li>The videos you upload and the variations we create from them.</li>
        <li>Subscription status. Card details go straight to our payment provider; we never see or store them.</li>
        <li>Basic usage records, such as when a job ran and whether it succeeded.</li>
      </ul>

      <h2>How we use it</h2>
      <p>
        To run the service: process your videos, email you when they are ready, manage your subscription and answer your
        questions. We do not sell your data.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in, and a referral cookie when you arrive through an affiliate link.
      </p>

      <h2>Retention and deletion</h2>
      <p>
        Your data is kept while your account is open and deleted within 30 days after it is closed. You can ask for a
        copy or for deletion at any time.
      </p>

      <h2>Contact</h2>
      <p>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
        <Link to={ROUTES.contact}>contact page</Link>.
      </p>
    </article>
  );
}
