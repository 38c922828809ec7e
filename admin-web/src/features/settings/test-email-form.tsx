import { Button, useToast } from '@reelmix/ui';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { useSendTestEmail } from '../../hooks/use-send-test-email';
import { messageOr } from '../../lib/server-message';

/** One message through the saved settings, to see that they work. Blank goes to the admin's own address. */
export function TestEmailForm({ defaultRecipient }: { defaultRecipient: string }) {
  const { toast } = useToast();
  const sendTest = useSendTestEmail();
  const [to, setTo] = useState(defaultRecipient);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    sendTest.mutate(to, {
      onSuccess: () =>
        toast({ title: 'Test e-mail sent', description: `A test e-mail is on its way${to.trim() ? ` to ${to.trim()}` : ''}.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Failed to send test e-mail', description: messageOr(error, 'An unknown error occurred'), variant: 'destructive' }),
    });
  };

  return (
    <form className="form test-email" onSubmit={submit} noValidate aria-label="Send test e-mail">
      <FormField
        label="Test recipient"
        type="email"
        autoComplete="email"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        hint="Uses the saved settings. Leave blank to send it to your own address."
      />
      <div className="form__actions">
        <Button type="submit" variant="outline" loading={sendTest.isPending}>
          Send test e-mail
        </Button>
      </div>
    </form>
  );
}
