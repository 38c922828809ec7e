import { Button, buttonClassName, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, useToast } from '@reelmix/ui';
import { useId } from 'react';
import { shareLinks } from './share-links';

/** The affiliate's referral link, a Copy button and share buttons (docs/product-rules.md#affiliates). */
export function ReferralLinkCard({ referralLink }: { referralLink: string }) {
  const inputId = useId();
  const { toast } = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referralLink);
      toast({ title: 'Copied!', description: 'Referral link copied to clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Your Referral Link</CardTitle>
        <CardDescription>Anyone who signs up within 60 days of opening this link counts as your referral.</CardDescription>
      </CardHeader>
      <CardContent className="referral">
        <Label htmlFor={inputId}>Referral link</Label>
        <div className="referral__row">
          <Input id={inputId} value={referralLink} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>Copy</Button>
        </div>
        <p className="referral__share-title">Share on</p>
        <ul className="referral__share" aria-label="Share your referral link">
          {shareLinks(referralLink).map((target) => (
            <li key={target.label}>
              <a
                href={target.href}
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
                {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {target.label}
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
