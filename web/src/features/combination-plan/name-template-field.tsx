import { Input } from '@reelmix/ui';
import { useId, useState } from 'react';
import { useDebouncedCall } from './use-debounced-call';
import type { PlanChange } from './use-save-job-plan';
import { FieldProblem } from './field-problem';

export interface NameTemplateFieldProps {
  template: string;
  /** What the saved template makes of the first chosen combination, one name per placement. */
  exampleNames: readonly string[];
  editable: boolean;
  problem: string | undefined;
  onChange: (change: PlanChange) => void;
}

/** The output names' template; the examples come from the server, so they show exactly what will be written. */
export function NameTemplateField({ template, exampleNames, editable, problem, onChange }: NameTemplateFieldProps) {
  const [draft, setDraft] = useState(template);
  const { schedule, flush } = useDebouncedCall();
  const inputId = useId();
  const problemId = useId();

  function edit(text: string) {
    setDraft(text);
    schedule(() => onChange(() => ({ nameTemplate: text })));
  }

  return (
    <fieldset className="plan-field">
      <legend className="plan-field__legend">Output names</legend>
      <div className="plan-field__row">
        <label htmlFor={inputId}>Name template</label>
        <Input
          id={inputId}
          className="plan-field__text plan-field__text--wide"
          value={draft}
          disabled={!editable}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onBlur={flush}
          onChange={(event) => edit(event.target.value)}
        />
      </div>
      <p className="plan-field__hint">
        <code>{'{job}'}</code> is this job's label (keep it, and no other job's videos share these names), <code>{'{h}'}</code>, <code>{'{b}'}</code>,{' '}
        <code>{'{c}'}</code> are the numbers, <code>{'{hook}'}</code>, <code>{'{body}'}</code>, <code>{'{cta}'}</code> the clips' library labels or file names
        and <code>{'{ratio}'}</code> the placement (<code>9x16</code>). In a job with texts, <code>{'{t}'}</code> is the text's number and{' '}
        <code>{'{text}'}</code> its label, or the start of the text when it has none.
      </p>
      {exampleNames.length > 0 && (
        <ul className="plan-field__examples" aria-label="Example names">
          {exampleNames.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      )}
      <FieldProblem id={problemId} problem={problem} />
    </fieldset>
  );
}
