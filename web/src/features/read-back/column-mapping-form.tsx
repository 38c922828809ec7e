import type { ColumnMapping } from '@reelmix/analysis';
import { Button } from '@reelmix/ui';
import { useId, useState, type FormEvent } from 'react';
import { guessMapping, MAPPING_FIELDS, toColumnMapping, type MappingChoices } from './column-mapping';

export interface ColumnMappingFormProps {
  /** The export's headers, as written in the file. */
  headers: readonly string[];
  /** Why the step is shown: what the analysis could not find, or that the buyer asked for it. */
  explanation: string;
  /** The mapping tried last, when it was refused, so the buyer corrects it instead of starting again. */
  previous: ColumnMapping | null;
  onSubmit: (mapping: ColumnMapping) => void;
  /** Leaves the step when there is a reading to go back to. */
  onCancel?: () => void;
}

function choicesFrom(mapping: ColumnMapping): MappingChoices {
  return {
    adName: mapping.adName,
    impressions: mapping.impressions,
    spend: mapping.spend ?? '',
    clicks: mapping.clicks ?? '',
    results: mapping.results ?? '',
    hookViews: mapping.hookViews ?? '',
  };
}

/**
 * The step for an export whose columns were not recognised (another platform, renamed columns):
 * the buyer says which column holds each figure, and the analysis reads it that way.
 */
export function ColumnMappingForm({ headers, explanation, previous, onSubmit, onCancel }: ColumnMappingFormProps) {
  const headingId = useId();
  const [choices, setChoices] = useState<MappingChoices>(() => (previous ? choicesFrom(previous) : guessMapping(headers)));
  const mapping = toColumnMapping(choices);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mapping) onSubmit(mapping);
  }

  return (
    <section className="read-back-section read-back-mapping" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        Choose the columns
      </h2>
      <p>{explanation}</p>
      <form className="read-back-mapping__form" onSubmit={submit}>
        {MAPPING_FIELDS.map((spec) => {
          const id = `${headingId}-${spec.field}`;
          return (
            <div key={spec.field} className="read-back-mapping__field">
              <label htmlFor={id}>
                {spec.label}
                {spec.required ? ' (required)' : ' (optional)'}
              </label>
              <select
                id={id}
                className="read-back-select"
                value={choices[spec.field]}
                required={spec.required}
                onChange={(event) => setChoices({ ...choices, [spec.field]: event.target.value })}
              >
                <option value="">{spec.required ? 'Choose a column' : 'None'}</option>
                {headers.map((header, index) => (
                  // Two columns can share a header; the index keeps the options apart.
                  <option key={`${index}-${header}`} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="read-back-mapping__actions">
          <Button type="submit" disabled={!mapping}>
            Read with these columns
          </Button>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
