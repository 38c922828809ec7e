import { isPlacement, isSafeFileName, type PlacementName, type UploadSection } from '@reelmix/contracts/browser';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * `.reelmix-render.json` in an output folder: what made each output there, so a rerun into the
 * same folder renders only what it lacks. An output is identified by what decides its bytes, not
 * by its name: the sha256 of its three source clips, the codec setup (CODEC_SETUP_ID), its
 * placement, the framing of each part and the text drawn on the hook, if any. Names come from a template and may change between runs;
 * content may not. The output's own sha256 and size are recorded so a file edited or damaged since
 * is noticed and made again. Version 1:
 *   { "version": 1, "outputs": [ { "file", "key", "settings": { "sources": { intro, body, cta },
 *     "codecSetup", "placement", "framing": { intro, body, cta }, "text"? }, "sha256", "sizeBytes",
 *     "durationSec", "width", "height", "verified" } ] }
 * A missing, unreadable or other-version file counts as empty: the folder is rendered afresh.
 */

export const RENDER_STATE_FILE = '.reelmix-render.json';
const RENDER_STATE_VERSION = 1;

export interface OutputSettings {
  /** sha256 of each source clip's bytes. */
  sources: Record<UploadSection, string>;
  codecSetup: string;
  placement: PlacementName;
  /** Each part's framing as `framingKeyPart` writes it: the choice, and a focus off the centre. */
  framing: Record<UploadSection, string>;
  /** `textKey` of the text variant drawn on the hook (text-key.ts); absent without one. */
  text?: string;
}

export interface RecordedOutput {
  file: string;
  key: string;
  settings: OutputSettings;
  sha256: string;
  sizeBytes: number;
  durationSec: number;
  width: number;
  height: number;
  /** Fully checked when made; a run that verifies does not keep an unchecked output. */
  verified: boolean;
}

/** The identity of an output: equal keys, equal bytes. Field order is fixed here, so the JSON is canonical. */
export function outputKey(settings: OutputSettings): string {
  const bySection = (record: Record<UploadSection, string>) => [record.intro, record.body, record.cta];
  // The text is added only when there is one, so every key recorded before texts stays the same.
  const material = JSON.stringify([bySection(settings.sources), settings.codecSetup, settings.placement, bySection(settings.framing), ...(settings.text ? [settings.text] : [])]);
  return createHash('sha256').update(material).digest('hex');
}

export async function readRenderState(dir: string): Promise<RecordedOutput[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(dir, RENDER_STATE_FILE), 'utf8'));
  } catch {
    return [];
  }
  if (!isObject(parsed) || parsed.version !== RENDER_STATE_VERSION || !Array.isArray(parsed.outputs)) return [];
  return parsed.outputs.filter(isRecordedOutput);
}

/** Written to a hidden temp name and renamed: a run killed half-way leaves the old state or the new, whole. */
export async function writeRenderState(dir: string, outputs: readonly RecordedOutput[]): Promise<void> {
  const target = join(dir, RENDER_STATE_FILE);
  const staging = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(staging, `${JSON.stringify({ version: RENDER_STATE_VERSION, outputs }, null, 2)}\n`);
    await rename(staging, target);
  } catch (error) {
    await unlink(staging).catch(() => undefined);
    throw error;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSectionStrings(value: unknown): value is Record<UploadSection, string> {
  return isObject(value) && typeof value.intro === 'string' && typeof value.body === 'string' && typeof value.cta === 'string';
}

/** Anything else in the file (hand-edited, from a newer version) is ignored, never trusted. */
function isRecordedOutput(value: unknown): value is RecordedOutput {
  if (!isObject(value) || !isObject(value.settings)) return false;
  const { settings } = value;
  return (
    isSafeFileName(value.file) &&
    typeof value.key === 'string' &&
    typeof value.sha256 === 'string' &&
    Number.isInteger(value.sizeBytes) &&
    typeof value.durationSec === 'number' &&
    Number.isInteger(value.width) &&
    Number.isInteger(value.height) &&
    typeof value.verified === 'boolean' &&
    isSectionStrings(settings.sources) &&
    isSectionStrings(settings.framing) &&
    typeof settings.codecSetup === 'string' &&
    typeof settings.placement === 'string' &&
    isPlacement(settings.placement) &&
    (settings.text === undefined || typeof settings.text === 'string') &&
    // A key that does not follow from its settings was not written by this code.
    value.key === outputKey(settings as unknown as OutputSettings)
  );
}
