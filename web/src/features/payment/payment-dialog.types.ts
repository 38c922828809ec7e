export type PaymentDialogMode =
  | {
      kind: 'register';
      registration: {
        email: string;
        password: string;
        firstName?: string;
        lastName?: string;
        referralCode?: string;
        requestedPro: boolean;
      };
    }
  | { kind: 'subscribe' };

export interface PaymentDialogProps {
  open: boolean;
  mode: PaymentDialogMode;
  /** Runs after the success view has shown for 2 s. */
  onSuccess: () => void;
  /** Absent: the dialog cannot be dismissed (the dashboard's blocking dialog). */
  onClose?: () => void;
}
