import { AD_PLATFORM_NAMES, AD_PLATFORMS, type AdPlatform } from '@reelmix/contracts/browser';

/** Which platform the ads are published to; a platform without a working connection is shown but cannot be chosen. */
export function PlatformChoice({ value, usable, onChange }: { value: AdPlatform; usable: readonly AdPlatform[]; onChange: (platform: AdPlatform) => void }) {
  return (
    <fieldset className="publish-platform">
      <legend className="rm-label">Platform</legend>
      {AD_PLATFORMS.map((platform) => (
        <label key={platform} className="publishing-check">
          <input type="radio" name="platform" value={platform} checked={value === platform} disabled={!usable.includes(platform)} onChange={() => onChange(platform)} />
          <span>{AD_PLATFORM_NAMES[platform]}</span>
        </label>
      ))}
    </fieldset>
  );
}
