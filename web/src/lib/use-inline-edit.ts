import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { toErrorMessage } from '../api/http';
import { serverMessage } from './server-message';

/** What a draft came to: the value to save, or the rule's message to show beside the field. */
export type DraftCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export interface InlineEditOptions<T> {
  /** The value saved now: a draft that checks to it closes the editor without a request. */
  current: T;
  check: (draft: string) => DraftCheck<T>;
  /** Sends the value (a mutation's `mutate`); the editor closes on success, shows the error otherwise. */
  commit: (value: T, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

export interface InlineEdit {
  /** The text being edited, or null while the editor is closed. */
  draft: string | null;
  problem: string | null;
  open: (text: string) => void;
  close: () => void;
  change: (text: string) => void;
  save: (event: FormEvent) => void;
  /** Escape anywhere in the form cancels, as it does in the other in-place editors. */
  cancelOnEscape: (event: KeyboardEvent) => void;
}

/**
 * Editing one value in place (a clip's label, a job's name): Enter saves after the contracts' rule
 * passes, Escape cancels, an unchanged value sends nothing, the server's refusal stays shown.
 */
export function useInlineEdit<T>({ current, check, commit }: InlineEditOptions<T>): InlineEdit {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setDraft(null);
    setProblem(null);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const checked = check(draft);
    if (!checked.ok) return setProblem(checked.message);
    if (checked.value === current) return close();
    commit(checked.value, { onSuccess: close, onError: (error) => setProblem(serverMessage(error) ?? toErrorMessage(error)) });
  }

  return {
    draft,
    problem,
    open: (text) => setDraft(text),
    close,
    change: (text) => setDraft(text),
    save,
    cancelOnEscape: (event) => {
      if (event.key === 'Escape') close();
    },
  };
}
