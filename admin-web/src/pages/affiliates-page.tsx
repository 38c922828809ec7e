import type { PayoutRunResult } from '@reelmix/contracts';
import { Button, Card, CardContent, useToast } from '@reelmix/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ErrorPanel } from '../components/error-panel';
import { PageLoading } from '../components/page-loading';
import { AffiliateTable } from '../features/affiliates/affiliate-table';
import { PayoutRunResultCard } from '../features/affiliates/payout-run-result';
import { useAffiliates } from '../hooks/use-affiliates';
import { useRunPayouts } from '../hooks/use-run-payouts';
import { messageOr } from '../lib/server-message';

/** The affiliate programme: every affiliate's balances and payouts, and the monthly payout run. */
export function AffiliatesPage() {
  const { toast } = useToast();
  const { affiliates, isLoading, error, isRefreshing, refresh } = useAffiliates();
  const run = useRunPayouts();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<PayoutRunResult | null>(null);

  const onRun = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setResult(answer);
        toast({ title: 'Payout run complete', description: `${answer.payouts.length} ${answer.payouts.length === 1 ? 'payout' : 'payouts'} made.`, variant: 'success' });
      },
      onError: (failure) => {
        setConfirming(false);
        toast({ title: 'Payout run failed', description: messageOr(failure, 'An unknown error occurred'), variant: 'destructive' });
      },
    });

  return (
    <div className="page">
      <title>Affiliates · Reelmix Admin</title>
      <div className="page__heading page__heading--row">
        <div>
          <h1 className="page__title">Affiliates</h1>
          <p className="page__lead">20% commission for up to 12 months; approved balances of at least $50 are paid monthly via PayPal.</p>
        </div>
        <Button size="lg" onClick={() => setConfirming(true)}>
          Run monthly payouts
        </Button>
      </div>

      {result && <PayoutRunResultCard result={result} />}

      {isLoading && <PageLoading label="Loading affiliates" />}
      {error && !affiliates && (
        <ErrorPanel
          title="Could not load affiliates"
          message={messageOr(error, 'An unknown error occurred')}
          action={
            <Button variant="outline" onClick={refresh} loading={isRefreshing}>
              Try again
            </Button>
          }
        />
      )}
      {affiliates && (
        <Card>
          <CardContent>{affiliates.length === 0 ? <p className="empty">No affiliates yet.</p> : <AffiliateTable affiliates={affiliates} />}</CardContent>
        </Card>
      )}

      <ConfirmDialog
        open={confirming}
        title="Run monthly payouts"
        description="Every approved balance of at least $50 is paid now and recorded once. Smaller balances carry over to next month."
        confirmLabel="Run payouts"
        confirmVariant="primary"
        busy={run.isPending}
        onConfirm={onRun}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
