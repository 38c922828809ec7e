import { FRAMING_CHOICES, type FramingChoice } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { FRAMING_LABELS } from './framing-choices';

export interface FramingPickerProps {
  value: FramingChoice;
  disabled: boolean;
  onChange: (framing: FramingChoice) => void;
}

/** How clips are put into every placement's frame; sent with the upload as `framing`. */
export function FramingPicker({ value, disabled, onChange }: FramingPickerProps) {
  // One name per group lets arrow keys move between the radios; unique so two widgets never share it.
  const groupName = useId();
  return (
    <fieldset className="framing-picker" disabled={disabled}>
      <legend className="framing-picker__legend">Framing</legend>
      <div className="framing-picker__options">
        {FRAMING_CHOICES.map((framing) => (
          <label key={framing} className="framing-picker__option">
            <input type="radio" name={groupName} value={framing} checked={value === framing} onChange={() => onChange(framing)} />
            {FRAMING_LABELS[framing]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
