import { useId, type ReactNode } from 'react';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => ReactNode;
  onChange: (option: T) => void;
}

/** A few choices as radio buttons: every option in view, and the arrow keys move between them. */
export function ChoiceGroup<T extends string>({ legend, options, value, label, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="plan-field plan-choice">
      <legend className="plan-choice__legend">{legend}</legend>
      <div className="plan-choice__options">
        {options.map((option) => (
          <label key={option} className="plan-choice__option">
            <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
