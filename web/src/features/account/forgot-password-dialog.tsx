import { Button, Dialog, Input, Label, useToast } from '@reelmix/ui';
import { useId, useState, type FormEvent } from 'react';
import { emailField } from './account-schemas';
import { passwordResetRequestFailureMessage, useRequestPasswordReset } from './use-request-password-reset';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Reset Password' (docs/product-rules.md#password-reset): asks for the address a reset link goes to. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} title="Reset Password" onClose={onClose}>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {open && <ForgotPasswordContent onClose={onClose} />}
    </Dialog>
  );
}

function ForgotPasswordContent({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailField.safeParse(new FormData(event.currentTarget).get('email') ?? '');
    if (!parsed.success) {
      toast({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' });
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data);
        toast({ title: 'Reset Email Sent', description: 'Check your email for password reset instructions.', variant: 'success' });
      },
      onError: (error) =>
        toast({ title: 'Failed to send reset email', description: passwordResetRequestFailureMessage(error), variant: 'destructive' }),
    });
  }

  if (sentTo) {
    return (
      <div className="form" role="status">
        <p>
          A password reset email has been sent to <strong>{sentTo}</strong>. Follow the link in it within one hour to choose a new
          password.
        </p>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form__hint">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <div className="form__field">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" data-autofocus />
      </div>
      <Button type="submit" fullWidth loading={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Email'}
      </Button>
    </form>
  );
}
