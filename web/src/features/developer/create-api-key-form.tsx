import { API_KEY_LIMITS, type CreatedApiKey } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { useState, type FormEvent } from 'react';
import { FormField } from '../account/form-field';
import { refusalMessage } from './refusal-message';
import { useCreateApiKey } from './use-create-api-key';

/** The server's own words for a name that is empty once trimmed, so both checks read the same. */
const NAME_REQUIRED = 'Please name the key';

/** Names and makes a key; the caller shows the answer, the only time the whole key exists on the page. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateApiKey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    setRefusal(null);
    if (!trimmed) {
      setNameProblem(NAME_REQUIRED);
      return;
    }
    setNameProblem(null);
    create.mutate(trimmed, {
      onSuccess: (key) => {
        setName('');
        onCreated(key);
      },
      // 403 (not Pro) and 409 (at the key limit) say in their body what to do.
      onError: (failure) => setRefusal(refusalMessage(failure)),
    });
  }

  return (
    <form className="developer-form" onSubmit={submit} noValidate aria-label="Create an API key">
      <div className="developer-form__row">
        <FormField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={API_KEY_LIMITS.nameMaxLength}
          autoComplete="off"
          hint="Where the key is used, so you can tell keys apart later."
          error={nameProblem ?? undefined}
        />
        <Button type="submit" loading={create.isPending} className="developer-form__submit">
          Create key
        </Button>
      </div>
      {refusal && (
        <p className="developer-form__problem" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
