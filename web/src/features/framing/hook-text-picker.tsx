import type { TextVariant } from '@reelmix/contracts';
import { textDisplayName } from '@reelmix/contracts/browser';
import { useId } from 'react';

export interface HookTextPickerProps {
  clipName: string;
  texts: readonly TextVariant[];
  /** The 1-based position of the text shown on this hook's tiles, or null for none. */
  shown: number | null;
  onChange: (shown: number | null) => void;
}

/** Which of the job's texts a hook's tiles show: one at a time, so each hook can be seen with each text in every placement. */
export function HookTextPicker({ clipName, texts, shown, onChange }: HookTextPickerProps) {
  const name = useId();
  return (
    <fieldset className="hook-texts">
      <legend className="hook-texts__legend">Text shown on {clipName}</legend>
      <div className="hook-texts__options">
        {texts.map((variant, index) => (
          <label key={variant.text} className="hook-texts__option">
            <input type="radio" name={name} checked={shown === index + 1} onChange={() => onChange(index + 1)} />
            <span className="hook-texts__code">T{index + 1}</span> <span className="hook-texts__text">{textDisplayName(variant)}</span>
          </label>
        ))}
        <label className="hook-texts__option">
          <input type="radio" name={name} checked={shown === null} onChange={() => onChange(null)} />
          No text
        </label>
      </div>
    </fieldset>
  );
}
