import { bodyOf, childBoxes, findPath, type BoxRef } from './isobmff-boxes';

/*
 * The H.264 parameter sets (SPS, PPS) an mp4 declares once, in the `avcC` of its sample entry, and
 * any a sample carries in-band. When the concat demuxer joins a part whose setup differs, ffmpeg
 * writes that part's parameter sets into its first sample: ffmpeg's own decoder then decodes it
 * cleanly, but the file is no longer one `avc1` stream (which must declare every parameter set in
 * its header), and players that trust the header show garbage from that join on.
 */

export interface AvcConfig {
  /** Bytes of the length field before each NAL unit in a sample (1, 2 or 4). */
  lengthSize: number;
  /** SPS and PPS NAL units as declared in the header. */
  parameterSets: Buffer[];
}

const NAL_SPS = 7;
const NAL_PPS = 8;
/** Fixed fields of a visual sample entry before its child boxes. */
const VISUAL_ENTRY_FIELDS = 78;

/** The `avcC` of the first sample entry of `stbl`, or null when there is none or it is malformed. */
export function readAvcConfig(moov: Buffer, stbl: BoxRef): AvcConfig | null {
  const stsd = findPath(moov, bodyOf(stbl).from, bodyOf(stbl).to, ['stsd']);
  const entry = stsd ? childBoxes(moov, bodyOf(stsd).from + 8, bodyOf(stsd).to)[0] : undefined;
  if (!entry) return null;
  const avcC = childBoxes(moov, bodyOf(entry).from + VISUAL_ENTRY_FIELDS, bodyOf(entry).to).find((box) => box.type === 'avcC');
  return avcC ? parseAvcConfig(moov.subarray(bodyOf(avcC).from, bodyOf(avcC).to)) : null;
}

/** Parses an AVCDecoderConfigurationRecord (ISO/IEC 14496-15, 5.3.3.1). */
export function parseAvcConfig(record: Buffer): AvcConfig | null {
  if (record.length < 7 || record[0] !== 1) return null;
  const lengthSize = (record[4]! & 0x03) + 1;
  const parameterSets: Buffer[] = [];
  let at = 5;
  for (const countMask of [0x1f, 0xff]) {
    if (at >= record.length) return null;
    const count = record[at]! & countMask;
    at += 1;
    for (let i = 0; i < count; i++) {
      if (at + 2 > record.length) return null;
      const length = record.readUInt16BE(at);
      if (at + 2 + length > record.length) return null;
      parameterSets.push(record.subarray(at + 2, at + 2 + length));
      at += 2 + length;
    }
  }
  return { lengthSize, parameterSets };
}

/** The SPS and PPS NAL units inside one length-prefixed sample; null when the NAL lengths do not add up. */
export function inBandParameterSets(sample: Buffer, lengthSize: number): Buffer[] | null {
  const found: Buffer[] = [];
  let at = 0;
  while (at < sample.length) {
    if (at + lengthSize > sample.length) return null;
    const length = sample.readUIntBE(at, lengthSize);
    at += lengthSize;
    if (length === 0 || at + length > sample.length) return null;
    const type = sample[at]! & 0x1f;
    if (type === NAL_SPS || type === NAL_PPS) found.push(sample.subarray(at, at + length));
    at += length;
  }
  return found;
}

/** In-band parameter sets that are not, byte for byte, among the header's. */
export function foreignParameterSets(inBand: readonly Buffer[], config: AvcConfig): Buffer[] {
  return inBand.filter((set) => !config.parameterSets.some((declared) => declared.equals(set)));
}
