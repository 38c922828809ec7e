import { FRAMING_MODES } from '@reelmix/contracts/browser';
import { createHash } from 'node:crypto';
import { DEFAULT_FRAMING_RULE_VERSION, resolveFraming } from './framing';
import { MAX_GAIN_DB, TARGET_LUFS, TARGET_TRUE_PEAK_DBTP } from './loudness';
import { buildNormaliseArgs } from './normalise-args';
import { buildProbeResult } from './probe-result.builder';

/*
 * A short id of how segments are made, derived from the normalising encode itself: the full
 * argument list for one reference clip (filters, encoder settings, audio format, container) in
 * every framing mode, the rule `auto` follows, and the loudness targets that decide its gain. Any
 * change to those changes the id, so a segment kept under an older id is never joined with
 * segments made the new way (their codec setups could differ, and the concat demuxer keeps only
 * the first part's) nor reused for a clip the new rule would frame differently.
 */

/** A 1920x1080 landscape clip into 9:16: `auto` resolves to blur for it, so the default look is covered. */
export const REFERENCE_PROBE = buildProbeResult();
export const REFERENCE_PLACEMENT = '9:16';

function codecSetupId(): string {
  const reference = (mode: (typeof FRAMING_MODES)[number]) =>
    buildNormaliseArgs({
      input: '/reference/input',
      output: '/reference/segment',
      placement: REFERENCE_PLACEMENT,
      probe: REFERENCE_PROBE,
      gainDb: 0,
      threads: 1,
      framing: resolveFraming(mode, REFERENCE_PROBE, REFERENCE_PLACEMENT),
    });
  const material = JSON.stringify({
    references: FRAMING_MODES.map(reference),
    framingRule: DEFAULT_FRAMING_RULE_VERSION,
    loudness: [TARGET_LUFS, TARGET_TRUE_PEAK_DBTP, MAX_GAIN_DB],
  });
  return createHash('sha256').update(material).digest('hex').slice(0, 12);
}

export const CODEC_SETUP_ID = codecSetupId();
