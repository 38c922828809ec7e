import type { AffiliateAdminView } from '@reelmix/contracts';
import { formatCents, formatDate } from '../../lib/format';

/** Every affiliate with their balances in dollars and the payouts made to them. */
export function AffiliateTable({ affiliates }: { affiliates: AffiliateAdminView[] }) {
  return (
    <div className="table-wrap">
      <table className="table table--stacking">
        <caption className="rm-visually-hidden">Affiliates</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Code</th>
            <th scope="col">Referrals</th>
            <th scope="col">Pending</th>
            <th scope="col">Approved</th>
            <th scope="col">Paid</th>
            <th scope="col">Payouts</th>
          </tr>
        </thead>
        <tbody>
          {affiliates.map((affiliate) => (
            <tr key={affiliate.userId}>
              <th scope="row" data-label="Email" className="table__primary">
                {affiliate.email}
              </th>
              <td data-label="Code">
                <code>{affiliate.affiliateCode}</code>
              </td>
              <td data-label="Referrals">{affiliate.referrals}</td>
              <td data-label="Pending">{formatCents(affiliate.balances.pendingCents)}</td>
              <td data-label="Approved">{formatCents(affiliate.balances.approvedCents)}</td>
              <td data-label="Paid">{formatCents(affiliate.balances.paidCents)}</td>
              <td data-label="Payouts">
                <PayoutHistory payouts={affiliate.payouts} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PayoutHistory({ payouts }: { payouts: AffiliateAdminView['payouts'] }) {
  if (payouts.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="payouts">
      {payouts.map((payout) => (
        <li key={payout.id}>
          {formatCents(payout.amountCents)} on <time dateTime={payout.createdAt}>{formatDate(payout.createdAt)}</time>
        </li>
      ))}
    </ul>
  );
}
