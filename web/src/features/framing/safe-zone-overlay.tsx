import type { PlacementName } from '@reelmix/contracts';
import { SAFE_ZONES } from '@reelmix/contracts/browser';

const percent = (fraction: number) => `${fraction * 100}%`;

/** The placement's covered areas shaded over its preview; purely visual, the labels say what covers them. */
export function SafeZoneOverlay({ placement }: { placement: PlacementName }) {
  const zones = SAFE_ZONES[placement];
  if (zones.length === 0) return null;
  return (
    <div className="safe-zones" aria-hidden="true" data-placement={placement}>
      {zones.map((zone) => (
        <div
          key={zone.label}
          // A tall narrow zone (the button column) takes its label sideways to fit.
          className={zone.height > zone.width ? 'safe-zones__zone safe-zones__zone--column' : 'safe-zones__zone'}
          style={{ top: percent(zone.top), left: percent(zone.left), width: percent(zone.width), height: percent(zone.height) }}
        >
          <span className="safe-zones__label">{zone.label}</span>
        </div>
      ))}
    </div>
  );
}
