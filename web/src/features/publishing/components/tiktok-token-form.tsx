import { PUBLISHING_LIMITS } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { useState, type FormEvent } from 'react';
import { toErrorMessage } from '../../../api/http';
import { serverMessage } from '../../../lib/server-message';
import { FormField } from '../../account/form-field';
import { useConnectTikTok } from '../hooks/use-connect-tiktok';
import { readAdvertiserIds } from '../tiktok-advertiser-ids';

interface Problems {
  token?: string;
  advertisers?: string;
}

/**
 * Pasting a TikTok Marketing API token with the advertisers it was granted. TikTok checks both
 * before they are saved; its refusal is shown under the fields. The token lives only in its field
 * until it is sent.
 */
export function TikTokTokenForm({ submitLabel, advertiserIds = [] }: { submitLabel: string; advertiserIds?: string[] }) {
  const [token, setToken] = useState('');
  // Pasting a new token for the same advertisers is the usual fix for an expired one.
  const [advertisers, setAdvertisers] = useState(advertiserIds.join(', '));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const connect = useConnectTikTok();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const trimmed = token.trim();
    const found: Problems = {};
    if (trimmed.length < PUBLISHING_LIMITS.accessTokenMinLength) {
      found.token = trimmed ? `Paste the whole token: it is at least ${PUBLISHING_LIMITS.accessTokenMinLength} characters.` : 'Paste the access token first.';
    }
    const ids = readAdvertiserIds(advertisers);
    if ('problem' in ids) found.advertisers = ids.problem;
    setProblems(found);
    if (found.token || 'problem' in ids) return;
    connect.mutate(
      { accessToken: trimmed, advertiserIds: ids.ids },
      {
        onSuccess: () => setToken(''),
        onError: (failure) => setRefusal(serverMessage(failure) ?? toErrorMessage(failure)),
      },
    );
  }

  return (
    <form className="publishing-form" onSubmit={submit} noValidate aria-label="Connect TikTok ads">
      <FormField
        label="Access token"
        type="password"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        maxLength={PUBLISHING_LIMITS.accessTokenMaxLength}
        autoComplete="off"
        spellCheck={false}
        hint="A TikTok Marketing API access token from your TikTok for Business developer app. It is checked with TikTok, then kept encrypted; only its last four characters are shown again."
        error={problems.token}
      />
      <FormField
        label="Advertiser ids"
        value={advertisers}
        onChange={(event) => setAdvertisers(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        inputMode="numeric"
        hint={`The advertiser accounts the token was granted, separated by commas or spaces (digits, at most ${PUBLISHING_LIMITS.tiktokAdvertisersMax}).`}
        error={problems.advertisers}
      />
      {refusal && (
        <p className="publishing-problem" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" loading={connect.isPending} className="publishing-form__submit">
        {submitLabel}
      </Button>
    </form>
  );
}
