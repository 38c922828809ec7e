import { AffiliateBenefits } from '../features/affiliate/affiliate-benefits';
import { AffiliateSignupActions } from '../features/affiliate/affiliate-signup-actions';
import { PRODUCT_NAME } from '../lib/site-info';
import '../features/affiliate/affiliate.css';

/** The affiliate signup screen (docs/product-rules.md#affiliates), served at /affiliate-signup and /team/signup/pro. */
export function AffiliateSignupPage() {
  return (
    <div className="container page">
      <h1 className="page__title">Become a {PRODUCT_NAME} Affiliate</h1>
      <p className="page__lead">
        Recommend {PRODUCT_NAME} to media buyers and advertisers and earn 20% recurring commission on every subscription
        you refer.
      </p>
      <AffiliateBenefits />
      <div className="affiliate-actions">
        <AffiliateSignupActions />
      </div>
    </div>
  );
}
