import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  DEFAULT_FRAMING,
  DomainError,
  ErrorCode,
  FRAMING_CHOICES,
  type FramingChoice,
  JobClip,
  JobView,
  PLAN_LIMITS,
  REQUIRED_SECTION_MESSAGES,
  type Plan,
  type PlacementName,
  Rpc,
  type UploadSection,
} from '@reelmix/contracts';
import {
  ALLOWED_EXTENSIONS,
  createTempDir,
  DEFAULT_PLACEMENTS,
  MediaRejectedError,
  MediaTimeoutError,
  parsePlacement,
  probeMedia,
  removeOrphanedTempDirs,
  setMediaTempRoot,
} from '@reelmix/media';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, ObjectStorage, sourceClipKey, uploadPrefix } from '@reelmix/storage';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UploadQuotaService } from '../quotas/upload-quota.service';
import { UploadsConfig } from '../uploads.config';
import { displayName, extensionOf } from './file-names';
import { receivePart } from './part-receiver';
import { combinationsOf, UploadErrors } from './upload-errors';
import { UploadRecords } from './upload-records';

const SECTIONS: readonly UploadSection[] = ['intro', 'body', 'cta'];

interface AcceptedClip extends JobClip {
  order: number;
  sizeBytes: number;
}

/**
 * Takes one multipart upload: each part streams through size and magic-byte checks into a private
 * temp file, is probed by the hardened ffprobe, stored once in object storage and its temp file
 * removed. The plan's limits are checked as parts arrive. Any refusal, a client that goes away or
 * one that stops sending ends the upload at once: parts still arriving or being probed are
 * aborted, everything stored is removed and the temp directory goes, so nothing is left behind
 * and the answer never waits for bytes that will not come.
 */
@Injectable()
export class IngestService implements OnApplicationBootstrap {
  private readonly logger = new Logger(IngestService.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
    private readonly records: UploadRecords,
    private readonly quotas: UploadQuotaService,
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

  async ingest(request: IncomingMessage, caller: { userId: string; plan: Plan }): Promise<JobView> {
    // Before a byte of the body is read: a refusal here costs nothing but the answer.
    const allowance = await this.quotas.admit(request, caller);
    const uploadId = randomUUID();
    const dir = await createTempDir('upload');
    try {
      const { clips, placements, framing } = await this.receiveAll(request, caller, uploadId, dir);
      allowance.assertFits(clips.reduce((sum, clip) => sum + clip.sizeBytes, 0));
      for (const section of SECTIONS) {
        if (!clips.some((clip) => clip.section === section)) throw new DomainError(ErrorCode.ValidationFailed, REQUIRED_SECTION_MESSAGES[section]);
      }
      const ordered = clips.sort((a, b) => a.order - b.order);
      const job = await this.rpc.request('jobs', Rpc.CreateJob, {
        userId: caller.userId,
        isPaid: caller.plan === 'pro',
        placements,
        framing,
        clips: ordered.map(({ section, objectKey, originalName, durationSec, contentSha256 }) => ({ section, objectKey, originalName, durationSec, contentSha256 })),
      });
      await this.records.save(uploadId, caller.userId, job.id, ordered);
      return job;
    } catch (error) {
      await this.storage.deletePrefix(uploadPrefix(caller.userId, uploadId)).catch((cleanup: Error) => {
        this.logger.error(`Could not remove the parts of refused upload ${uploadId}: ${cleanup.message}`);
      });
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private receiveAll(
    request: IncomingMessage,
    caller: { userId: string; plan: Plan },
    uploadId: string,
    dir: string,
  ): Promise<{ clips: AcceptedClip[]; placements: PlacementName[]; framing: FramingChoice }> {
    const limits = PLAN_LIMITS[caller.plan];
    const counts: Record<UploadSection, number> = { intro: 0, body: 0, cta: 0 };
    const clips: AcceptedClip[] = [];
    const work: Promise<void>[] = [];
    let placements = [...DEFAULT_PLACEMENTS] as PlacementName[];
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
      const onIdle = () => fail(UploadErrors.stalled(idleMs));
      request.setTimeout(idleMs, onIdle);
      const stopIdleTimer = () => {
        request.off('timeout', onIdle);
        request.socket?.setTimeout(0);
      };
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: request.headers,
          // Browsers send UTF-8 file names; busboy's default would turn emoji into mojibake.
          defParamCharset: 'utf8',
          limits: { files: SECTIONS.length * limits.maxFilesPerSection + 1, fields: 5, fieldSize: 200, parts: 40 },
        });
      } catch (error) {
        reject(UploadErrors.malformed((error as Error).message));
        return;
      }
      parser.on('field', (name, value) => {
        if (name === 'framing') {
          const choice = FRAMING_CHOICES.find((known) => known === value.trim());
          if (choice) framing = choice;
          else fail(UploadErrors.badFraming(value));
          return;
        }
        if (name !== 'placements') return;
        try {
          placements = [...new Set(value.split(',').map((text) => parsePlacement(text.trim())))] as PlacementName[];
        } catch {
          fail(UploadErrors.badPlacements(value));
        }
      });
      parser.on('file', (field, stream, info) => {
        if (failed) return stream.resume();
        const refusal = this.admit(field, info.filename, counts, caller.plan);
        if (refusal) {
          stream.resume();
          return fail(refusal);
        }
        const section = field as UploadSection;
        const name = displayName(info.filename);
        const position = order++;
        work.push(
          this.receiveClip(stream, { section, name, caller, uploadId, dir, signal: abort.signal }).then(
            (clip) => void clips.push({ ...clip, order: position }),
            fail,
          ),
        );
      });
      parser.on('filesLimit', () => fail(UploadErrors.tooManyFiles('intro', caller.plan)));
      parser.on('error', (error: Error) => fail(UploadErrors.malformed(error.message)));
      parser.on('close', () => {
        // Every byte is in; probing and storing may take a while without the client sending more.
        if (!failed) stopIdleTimer();
        void Promise.all(work).then(() => !failed && resolve({ clips, placements, framing }), fail);
      });
      request.on('close', () => {
        if (!request.complete) fail(UploadErrors.malformed('the connection closed before the upload finished'));
      });
      request.pipe(parser);
    });
  }

  /** Limits that can be judged from the part's header alone, before any of its bytes are read. */
  private admit(field: string, filename: string | undefined, counts: Record<UploadSection, number>, plan: Plan): DomainError | null {
    if (!(SECTIONS as readonly string[]).includes(field)) return UploadErrors.unexpectedField(field);
    const section = field as UploadSection;
    counts[section] += 1;
    if (counts[section] > PLAN_LIMITS[plan].maxFilesPerSection) return UploadErrors.tooManyFiles(section, plan);
    const combinations = combinationsOf(counts);
    if (combinations > PLAN_LIMITS[plan].maxCombinations) return UploadErrors.tooManyCombinations(combinations, plan);
    const name = displayName(filename);
    if (!ALLOWED_EXTENSIONS.includes(extensionOf(name))) return UploadErrors.wrongType(name);
    return null;
  }

  private async receiveClip(
    stream: Readable,
    part: { section: UploadSection; name: string; caller: { userId: string; plan: Plan }; uploadId: string; dir: string; signal: AbortSignal },
  ): Promise<Omit<AcceptedClip, 'order'>> {
    const { section, name, caller, uploadId, dir, signal } = part;
    const path = join(dir, randomUUID());
    const { sizeBytes, sha256 } = await receivePart(stream, path, {
      maxBytes: PLAN_LIMITS[caller.plan].maxFileBytes[section],
      tooLarge: () => UploadErrors.tooLarge(name, section, caller.plan),
      notVideo: () => UploadErrors.refused(name, 'it is not a video file'),
      signal,
    });
    try {
      const probe = await probeMedia(path, { timeoutMs: this.config.PROBE_TIMEOUT_MS, signal });
      const objectKey = sourceClipKey(caller.userId, uploadId, section, randomUUID());
      await this.storage.putFile(objectKey, path, { contentType: 'application/octet-stream' });
      return { section, objectKey, originalName: name, durationSec: probe.durationSec, sizeBytes, contentSha256: sha256 };
    } catch (error) {
      if (error instanceof MediaRejectedError) throw UploadErrors.refused(name, error.reason);
      // The probe's own account names a temp file and the limit in ms: the customer gets a reason.
      if (error instanceof MediaTimeoutError) throw UploadErrors.refused(name, 'it took too long to read');
      throw error;
    } finally {
      await rm(path, { force: true });
    }
  }
}
