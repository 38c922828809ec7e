import { Button } from '@reelmix/ui';
import { PRO_TRIAL_DAYS } from '../../lib/plan-limits';

interface CardFormFooterProps {
  submitting: boolean;
  /** The card form is not ready to take a card yet. */
  disabled?: boolean;
}

/** The trial notes and the submit button under either card form. */
export function CardFormFooter({ submitting, disabled = false }: CardFormFooterProps) {
  return (
    <>
      <ul className="payment-notes">
        <li>Your card will not be charged during the {PRO_TRIAL_DAYS}-day free trial.</li>
        <li>Cancel anytime before the trial ends and you will not be charged.</li>
      </ul>
      <Button type="submit" fullWidth size="lg" loading={submitting} disabled={disabled}>
        {submitting ? 'Processing...' : 'Start Free Trial'}
      </Button>
    </>
  );
}
