import type { PayoutRunResult } from '@reelmix/contracts';
import { buttonClassName, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@reelmix/ui';
import { formatCents, formatDateTime } from '../../lib/format';
import { csvFileName, csvHref } from './payout-csv';

/** What one payout run paid, and its PayPal Payouts file to download. */
export function PayoutRunResultCard({ result }: { result: PayoutRunResult }) {
  const total = result.payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
  return (
    <Card role="region" aria-labelledby="payout-result-title" className="payout-result">
      <CardHeader>
        <CardTitle level={2} id="payout-result-title">
          Payout run of {formatDateTime(result.runAt)}
        </CardTitle>
        <CardDescription>
          {result.payouts.length === 0
            ? 'Nobody reached the $50 minimum: no payouts were made.'
            : `${result.payouts.length} ${result.payouts.length === 1 ? 'payout' : 'payouts'} totalling ${formatCents(total)}.`}
          {result.rolledOver > 0 && ` ${result.rolledOver} below the $50 minimum carried to next month.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {result.payouts.length > 0 && (
          <ul className="payouts">
            {result.payouts.map((payout) => (
              <li key={payout.payoutId}>
                {payout.email}: {formatCents(payout.amountCents)} for {payout.commissionCount}{' '}
                {payout.commissionCount === 1 ? 'commission' : 'commissions'}
              </li>
            ))}
          </ul>
        )}
        {result.csv && (
          <a href={csvHref(result.csv)} download={csvFileName(result.runAt)} className={buttonClassName({ variant: 'outline' }) + ' self-start'}>
            Download CSV
          </a>
        )}
      </CardContent>
    </Card>
  );
}
