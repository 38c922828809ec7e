import { createHash } from 'node:crypto';
import { MAX_GAIN_DB, TARGET_LUFS, TARGET_TRUE_PEAK_DBTP } from './loudness';
import { buildNormaliseArgs } from './normalise-args';
import { buildProbeResult } from './probe-result.builder';

/*
 * A short id of how segments are made, derived from the normalising encode itself: the full
 * argument list for one reference clip (filters, encoder settings, audio format, container) and
 * the loudness targets that decide its gain. Any change to those changes the id, so a segment
 * kept under an older id is never joined with segments made the new way (their codec setups could
 * differ, and the concat demuxer keeps only the first part's).
 */
function codecSetupId(): string {
  const reference = buildNormaliseArgs({
    input: '/reference/input',
    output: '/reference/segment',
    placement: '9:16',
    probe: buildProbeResult(),
    gainDb: 0,
    threads: 1,
  });
  const material = JSON.stringify({ reference, loudness: [TARGET_LUFS, TARGET_TRUE_PEAK_DBTP, MAX_GAIN_DB] });
  return createHash('sha256').update(material).digest('hex').slice(0, 12);
}

export const CODEC_SETUP_ID = codecSetupId();
