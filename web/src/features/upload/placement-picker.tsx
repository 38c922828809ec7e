import { PLACEMENT_NAMES, PLACEMENT_USES, type PlacementName } from '@reelmix/contracts/browser';

export interface PlacementPickerProps {
  value: readonly PlacementName[];
  disabled: boolean;
  onChange: (placements: PlacementName[]) => void;
}

/** The formats every combination is rendered in; sent with the upload as `placements`. */
export function PlacementPicker({ value, disabled, onChange }: PlacementPickerProps) {
  function toggle(placement: PlacementName, checked: boolean) {
    const chosen = new Set(checked ? [...value, placement] : value.filter((item) => item !== placement));
    // Kept in the menu's order so the request reads the same whatever order they were ticked in.
    onChange(PLACEMENT_NAMES.filter((item) => chosen.has(item)));
  }

  return (
    <fieldset className="placement-picker" disabled={disabled}>
      <legend className="placement-picker__legend">Placements</legend>
      <div className="placement-picker__options">
        {PLACEMENT_NAMES.map((placement) => (
          <label key={placement} className="placement-picker__option">
            <input type="checkbox" checked={value.includes(placement)} onChange={(event) => toggle(placement, event.target.checked)} />
            {`${placement} (${PLACEMENT_USES[placement]})`}
          </label>
        ))}
      </div>
      {value.length === 0 && (
        <p className="placement-picker__error" role="alert">
          Choose at least one placement.
        </p>
      )}
    </fieldset>
  );
}
