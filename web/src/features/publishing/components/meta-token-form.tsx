import { PUBLISHING_LIMITS } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { useState, type FormEvent } from 'react';
import { toErrorMessage } from '../../../api/http';
import { serverMessage } from '../../../lib/server-message';
import { FormField } from '../../account/form-field';
import { useConnectMeta } from '../hooks/use-connect-meta';

/**
 * Pasting a system-user access token. Meta checks it before it is saved; when Meta refuses it, the
 * server's reason is shown under the field. The token lives only in this field until it is sent.
 */
export function MetaTokenForm({ submitLabel }: { submitLabel: string }) {
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const connect = useConnectMeta();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const trimmed = token.trim();
    if (trimmed.length < PUBLISHING_LIMITS.accessTokenMinLength) {
      setProblem(trimmed ? `Paste the whole token: it is at least ${PUBLISHING_LIMITS.accessTokenMinLength} characters.` : 'Paste the access token first.');
      return;
    }
    setProblem(null);
    connect.mutate(trimmed, {
      onSuccess: () => setToken(''),
      onError: (failure) => setRefusal(serverMessage(failure) ?? toErrorMessage(failure)),
    });
  }

  return (
    <form className="publishing-form" onSubmit={submit} noValidate aria-label="Connect Meta ads">
      <FormField
        label="Access token"
        type="password"
        value={token}
        onChange={(event) => setToken(event.target.value)}
        maxLength={PUBLISHING_LIMITS.accessTokenMaxLength}
        autoComplete="off"
        spellCheck={false}
        hint="A system-user token from Meta Business Settings with the ads_management permission. It is checked with Meta, then kept encrypted; only its last four characters are shown again."
        error={problem ?? undefined}
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
