import { AD_PLATFORM_NAMES, AD_PLATFORMS, type AdPlatform } from '@reelmix/contracts/browser';
import { useId } from 'react';

/**
 * Which platform the ads are published to; a platform without a working connection is shown but
 * cannot be chosen, and says where it is connected.
 */
export function PlatformChoice({ value, usable, onChange }: { value: AdPlatform; usable: readonly AdPlatform[]; onChange: (platform: AdPlatform) => void }) {
  const asideId = useId();
  return (
    <fieldset className="publish-platform">
      <legend className="rm-label">Platform</legend>
      {AD_PLATFORMS.map((platform) => {
        const offered = usable.includes(platform);
        return (
          <div key={platform} className="publish-platform__option">
            <label className="publishing-check">
              <input
                type="radio"
                name="platform"
                value={platform}
                checked={value === platform}
                disabled={!offered}
                aria-describedby={offered ? undefined : `${asideId}-${platform}`}
                onChange={() => onChange(platform)}
              />
              <span>{AD_PLATFORM_NAMES[platform]}</span>
            </label>
            {offered ? null : (
              <span id={`${asideId}-${platform}`} className="publishing-check__aside">
                (connect it on the Integrations page)
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
