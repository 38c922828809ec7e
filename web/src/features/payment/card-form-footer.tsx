import { Button } from '@reelmix/ui';
import type { TermsWording } from './payment-terms';

interface CardFormFooterProps {
  submitting: boolean;
  /** The notes and the button's label: a trial's, or a charge today's. */
  wording: TermsWording;
  /** The card form is not ready to take a card yet. */
  disabled?: boolean;
}

/** What the card is charged and when, and the submit button, under either card form. */
export function CardFormFooter({ submitting, wording, disabled = false }: CardFormFooterProps) {
  return (
    <>
      <ul className="payment-notes">
        {wording.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <Button type="submit" fullWidth size="lg" loading={submitting} disabled={disabled}>
        {submitting ? 'Processing...' : wording.submit}
      </Button>
    </>
  );
}
