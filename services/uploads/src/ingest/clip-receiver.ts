import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  DEFAULT_FRAMING,
  DEFAULT_PLACEMENTS,
  DomainError,
  type FramingChoice,
  isFramingChoice,
  isSection,
  type JobClip,
  limitsOf,
  type Plan,
  parsePlacement,
  type PlacementName,
  SECTIONS,
  type UploadSection,
} from '@reelmix/contracts';
import {
  ALLOWED_EXTENSIONS,
  displaySize,
  extractPoster,
  MediaRejectedError,
  MediaTimeoutError,
  probeMedia,
  type ProbeResult,
  removeOrphanedTempDirs,
  setMediaTempRoot,
} from '@reelmix/media';
import { APP_CONFIG } from '@reelmix/service-host';
import { clipPosterKey, OBJECT_STORAGE, ObjectStorage, sourceClipKey } from '@reelmix/storage';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UUID } from '../internal-caller';
import { ClipsRepository } from '../library/clips.repository';
import { jobClipOf } from '../library/library-clips';
import { UploadsConfig } from '../uploads.config';
import { displayName, extensionOf } from './file-names';
import { receivePart } from './part-receiver';
import { UploadsErrors } from '../uploads-errors';
import { combinationsOf } from './upload-rules';

/** Text fields besides clip references: framing and placements, with room for a stray one. */
const SETTING_FIELDS = 5;

/** One clip of an upload, in the order the parts arrived. */
export interface ChosenClip {
  order: number;
  clip: JobClip;
  /** Set only for a clip this upload stored: it counts toward the storage quota and becomes a library clip. */
  newBytes?: number;
}

export interface ReceivedUpload {
  /** In arrival order. */
  clips: ChosenClip[];
  placements: PlacementName[];
  framing: FramingChoice;
}

export interface UploadTarget {
  caller: { userId: string; plan: Plan };
  /** Every clip this upload stores goes under this upload's prefix, so a refusal removes them at once. */
  uploadId: string;
  dir: string;
  /** A new job's combinations are judged per upload; clips added to a job are judged by jobs on the job's totals. */
  checkCombinations: boolean;
}

/**
 * Reads one multipart upload. A file part streams through size and magic-byte checks into a
 * private temp file, is probed by the hardened ffprobe, stored once in object storage and its temp
 * file removed. A text part named after a section whose value is a clip id chooses one of the
 * caller's library clips for that section, with nothing uploaded. The plan's limits are checked
 * as parts arrive, references counting like files. Any refusal, a client that goes away or one
 * that stops sending ends the upload at once: parts still arriving or being probed are aborted
 * and the promise rejects once every part has settled, so the caller's clean-up of the stored
 * parts comes after the last one landed.
 */
@Injectable()
export class ClipReceiver implements OnApplicationBootstrap {
  private readonly logger = new Logger(ClipReceiver.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly library: ClipsRepository,
    @Inject(APP_CONFIG) private readonly config: UploadsConfig,
  ) {
    // The probe's own scratch directories go beside the parts they probe.
    setMediaTempRoot(config.UPLOAD_TMP_DIR);
  }

  /** A process killed mid-upload could not remove its temp directory; the next one does. */
  async onApplicationBootstrap(): Promise<void> {
    const removed = await removeOrphanedTempDirs();
    if (removed.length > 0) this.logger.log(`Removed ${removed.length} temp directories left by stopped processes`);
  }

  receive(request: IncomingMessage, target: UploadTarget): Promise<ReceivedUpload> {
    const { caller } = target;
    const limits = limitsOf(caller.plan);
    const counts: Record<UploadSection, number> = { intro: 0, body: 0, cta: 0 };
    const clips: ChosenClip[] = [];
    const work: Promise<void>[] = [];
    let placements: PlacementName[] = [...DEFAULT_PLACEMENTS];
    let framing: FramingChoice = DEFAULT_FRAMING;
    let order = 0;
    // Ends every part still streaming or being probed once the upload has failed.
    const abort = new AbortController();

    return new Promise((resolve, reject) => {
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        stopIdleTimer();
        // The parser is fed no more, so a part still streaming would wait for ever: abort it.
        request.unpipe(parser);
        abort.abort();
        // Aborted parts settle at once; one being stored is let finish, or it would land after
        // the caller's clean-up of this upload's stored parts.
        void Promise.allSettled(work).then(() => reject(error));
      };
      // A client that stops sending would hold the temp files until the server's request timeout.
      const idleMs = this.config.UPLOAD_IDLE_TIMEOUT_MS;
      const onIdle = () => fail(UploadsErrors.stalled(idleMs));
      request.setTimeout(idleMs, onIdle);
      const stopIdleTimer = () => {
        request.off('timeout', onIdle);
        request.socket?.setTimeout(0);
      };
      const clipSlots = SECTIONS.length * limits.maxFilesPerSection;
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: request.headers,
          // Browsers send UTF-8 file names; busboy's default would turn emoji into mojibake.
          defParamCharset: 'utf8',
          // References are text fields, so the fields limit leaves room for every clip to be one.
          limits: { files: clipSlots + 1, fields: clipSlots + SETTING_FIELDS, fieldSize: 200, parts: 2 * clipSlots + SETTING_FIELDS + 1 },
        });
      } catch (error) {
        reject(UploadsErrors.malformed((error as Error).message));
        return;
      }
      parser.on('field', (name, value) => {
        if (failed) return;
        if (isSection(name)) {
          const section = name as UploadSection;
          const refusal = this.count(section, counts, caller.plan, target.checkCombinations);
          if (refusal) return fail(refusal);
          const clipId = value.trim().toLowerCase();
          if (!UUID.test(clipId)) return fail(UploadsErrors.badClipReference(section));
          const position = order++;
          work.push(
            this.library.findOwned(caller.userId, clipId).then((clip) => {
              if (!clip) throw UploadsErrors.libraryClipNotFound();
              clips.push({ order: position, clip: jobClipOf(clip, section) });
            }).catch(fail),
          );
          return;
        }
        if (name === 'framing') {
          const choice = value.trim();
          if (isFramingChoice(choice)) framing = choice;
          else fail(UploadsErrors.badFraming(value));
          return;
        }
        if (name !== 'placements') return;
        try {
          placements = [...new Set(value.split(',').map(parsePlacement))];
        } catch {
          fail(UploadsErrors.badPlacements(value));
        }
      });
      parser.on('file', (field, stream, info) => {
        if (failed) return stream.resume();
        const refusal = this.admitFile(field, info.filename, counts, caller.plan, target.checkCombinations);
        if (refusal) {
          stream.resume();
          return fail(refusal);
        }
        const section = field as UploadSection;
        const name = displayName(info.filename);
        const position = order++;
        work.push(
          this.receiveClip(stream, { section, name, target, signal: abort.signal }).then(
            ({ clip, sizeBytes }) => void clips.push({ order: position, clip, newBytes: sizeBytes }),
            fail,
          ),
        );
      });
      parser.on('filesLimit', () => fail(UploadsErrors.tooManyFiles('intro', caller.plan)));
      parser.on('fieldsLimit', () => fail(UploadsErrors.tooManyFields()));
      parser.on('partsLimit', () => fail(UploadsErrors.tooManyFields()));
      parser.on('error', (error: Error) => fail(UploadsErrors.malformed(error.message)));
      parser.on('close', () => {
        // Every byte is in; probing and storing may take a while without the client sending more.
        if (!failed) stopIdleTimer();
        void Promise.all(work).then(() => !failed && resolve({ clips: clips.sort((a, b) => a.order - b.order), placements, framing }), fail);
      });
      request.on('close', () => {
        if (!request.complete) fail(UploadsErrors.malformed('the connection closed before the upload finished'));
      });
      request.pipe(parser);
    });
  }

  /** Counts one more clip (file or reference) for the section against the plan's limits. */
  private count(section: UploadSection, counts: Record<UploadSection, number>, plan: Plan, checkCombinations: boolean): DomainError | null {
    counts[section] += 1;
    if (counts[section] > limitsOf(plan).maxFilesPerSection) return UploadsErrors.tooManyFiles(section, plan);
    if (!checkCombinations) return null;
    const combinations = combinationsOf(counts);
    if (combinations > limitsOf(plan).maxCombinations) return UploadsErrors.tooManyCombinations(combinations, plan);
    return null;
  }

  /** Limits that can be judged from a file part's header alone, before any of its bytes are read. */
  private admitFile(
    field: string,
    filename: string | undefined,
    counts: Record<UploadSection, number>,
    plan: Plan,
    checkCombinations: boolean,
  ): DomainError | null {
    if (!isSection(field)) return UploadsErrors.unexpectedField(field);
    const refusal = this.count(field as UploadSection, counts, plan, checkCombinations);
    if (refusal) return refusal;
    const name = displayName(filename);
    if (!ALLOWED_EXTENSIONS.includes(extensionOf(name))) return UploadsErrors.wrongType(name);
    return null;
  }

  private async receiveClip(
    stream: Readable,
    part: { section: UploadSection; name: string; target: UploadTarget; signal: AbortSignal },
  ): Promise<{ clip: JobClip; sizeBytes: number }> {
    const { section, name, target, signal } = part;
    const { caller } = target;
    const path = join(target.dir, randomUUID());
    const { sizeBytes, sha256 } = await receivePart(stream, path, {
      maxBytes: limitsOf(caller.plan).maxFileBytes[section],
      tooLarge: () => UploadsErrors.tooLarge(name, section, caller.plan),
      notVideo: () => UploadsErrors.refused(name, 'it is not a video file'),
      signal,
    });
    try {
      const probe = await probeMedia(path, { timeoutMs: this.config.PROBE_TIMEOUT_MS, signal });
      const objectKey = sourceClipKey(caller.userId, target.uploadId, section, randomUUID());
      // Both settle before this part does: a poster aborted by a refusal elsewhere must not let the
      // upload's clean-up run while the clip itself is still being stored (it would land after it).
      const [poster, stored] = await Promise.allSettled([
        this.storePoster(path, objectKey, probe, name, signal),
        this.storage.putFile(objectKey, path, { contentType: 'application/octet-stream' }),
      ]);
      if (poster.status === 'rejected') throw poster.reason;
      if (stored.status === 'rejected') throw stored.reason;
      const posterKey = poster.value;
      const shown = displaySize(probe);
      const clip: JobClip = {
        clipId: randomUUID(),
        section,
        objectKey,
        originalName: name,
        durationSec: probe.durationSec,
        contentSha256: sha256,
        width: Math.round(shown.width),
        height: Math.round(shown.height),
        ...(posterKey ? { posterKey } : {}),
      };
      return { clip, sizeBytes };
    } catch (error) {
      if (error instanceof MediaRejectedError) throw UploadsErrors.refused(name, error.reason);
      // The probe's own account names a temp file and the limit in ms: the customer gets a reason.
      if (error instanceof MediaTimeoutError) throw UploadsErrors.refused(name, 'it took too long to read');
      throw error;
    } finally {
      await rm(path, { force: true });
    }
  }

  /**
   * The clip's poster frame for framing previews and the library. A clip the probe accepted but
   * whose frame cannot be taken is still rendered (or refused) by the render itself; it only goes
   * without a poster.
   */
  private async storePoster(path: string, clipKey: string, probe: ProbeResult, name: string, signal: AbortSignal): Promise<string | null> {
    const posterPath = `${path}.poster.jpg`;
    try {
      await extractPoster(path, posterPath, probe, { signal, displayName: name });
      const key = clipPosterKey(clipKey);
      await this.storage.putFile(key, posterPath, { contentType: 'image/jpeg' });
      return key;
    } catch (error) {
      if (signal.aborted) throw error;
      this.logger.warn(`No poster frame for a clip of upload ${clipKey.split('/')[2]}: ${(error as Error).message}`);
      return null;
    } finally {
      await rm(posterPath, { force: true });
    }
  }
}
