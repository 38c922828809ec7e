import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  JobClip,
  JobView,
  PLAN_LIMITS,
  type Plan,
  type PlacementName,
  Rpc,
  type UploadSection,
} from '@reelmix/contracts';
import {
  ALLOWED_EXTENSIONS,
  DEFAULT_PLACEMENTS,
  MediaProcessError,
  MediaRejectedError,
  parsePlacement,
  probeMedia,
  setMediaTempRoot,
} from '@reelmix/media';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, ObjectStorage, sourceClipKey, uploadPrefix } from '@reelmix/storage';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { UploadsConfig } from '../uploads.config';
import { displayName, extensionOf } from './file-names';
import { receivePart } from './part-receiver';
import { combinationsOf, UploadErrors } from './upload-errors';
import { UploadRecords } from './upload-records';

const SECTIONS: readonly UploadSection[] = ['intro', 'body', 'cta'];
const REQUIRED: Record<UploadSection, string> = {
  intro: 'At least one intro video is required',
  body: 'At least one body video is required',
  cta: 'At least one CTA video is required',
};

interface AcceptedClip extends JobClip {
  order: number;
  sizeBytes: number;
}

/**
 * Takes one multipart upload: each part streams through size and magic-byte checks into a private
 * temp file, is probed by the hardened ffprobe, stored once in object storage and its temp file
 * removed. The plan's limits are checked as parts arrive. Any refusal ends the upload and removes
 * everything it stored, so a refused upload leaves nothing behind.
 */
@Injectable()
export class IngestService {
  private readonly logger = new Logger(IngestService.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
    private readonly records: UploadRecords,
    @Inject(APP_CONFIG) private readonly config: UploadsConfig,
  ) {
    // The probe's own scratch directories go beside the parts they probe.
    setMediaTempRoot(config.UPLOAD_TMP_DIR);
  }

  async ingest(request: IncomingMessage, caller: { userId: string; plan: Plan }): Promise<JobView> {
    const uploadId = randomUUID();
    const dir = await mkdtemp(join(this.config.UPLOAD_TMP_DIR || tmpdir(), 'reelmix-upload-'));
    try {
      const { clips, placements } = await this.receiveAll(request, caller, uploadId, dir);
      for (const section of SECTIONS) {
        if (!clips.some((clip) => clip.section === section)) throw new DomainError(ErrorCode.ValidationFailed, REQUIRED[section]);
      }
      const ordered = clips.sort((a, b) => a.order - b.order);
      const job = await this.rpc.request('jobs', Rpc.CreateJob, {
        userId: caller.userId,
        isPaid: caller.plan === 'pro',
        placements,
        clips: ordered.map(({ section, objectKey, originalName, durationSec }) => ({ section, objectKey, originalName, durationSec })),
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
  ): Promise<{ clips: AcceptedClip[]; placements: PlacementName[] }> {
    const limits = PLAN_LIMITS[caller.plan];
    const counts: Record<UploadSection, number> = { intro: 0, body: 0, cta: 0 };
    const clips: AcceptedClip[] = [];
    const work: Promise<void>[] = [];
    let placements = [...DEFAULT_PLACEMENTS] as PlacementName[];
    let order = 0;

    return new Promise((resolve, reject) => {
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        request.unpipe(parser);
        // Parts still being probed or stored must finish before the caller removes what this
        // upload stored; otherwise a late one would land after the clean-up.
        void Promise.allSettled(work).then(() => reject(error));
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
          this.receiveClip(stream, { section, name, caller, uploadId, dir }).then(
            (clip) => void clips.push({ ...clip, order: position }),
            fail,
          ),
        );
      });
      parser.on('filesLimit', () => fail(UploadErrors.tooManyFiles('intro', caller.plan)));
      parser.on('error', (error: Error) => fail(UploadErrors.malformed(error.message)));
      parser.on('close', () => {
        void Promise.all(work).then(() => !failed && resolve({ clips, placements }), fail);
      });
      request.on('aborted', () => fail(UploadErrors.malformed('the connection closed before the upload finished')));
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
    part: { section: UploadSection; name: string; caller: { userId: string; plan: Plan }; uploadId: string; dir: string },
  ): Promise<Omit<AcceptedClip, 'order'>> {
    const { section, name, caller, uploadId, dir } = part;
    const path = join(dir, randomUUID());
    const sizeBytes = await receivePart(stream, path, {
      maxBytes: PLAN_LIMITS[caller.plan].maxFileBytes[section],
      tooLarge: () => UploadErrors.tooLarge(name, section, caller.plan),
      notVideo: () => UploadErrors.refused(name, 'it is not a video file'),
    });
    try {
      const probe = await probeMedia(path, { timeoutMs: this.config.PROBE_TIMEOUT_MS });
      const objectKey = sourceClipKey(caller.userId, uploadId, section, randomUUID());
      await this.storage.putFile(objectKey, path, { contentType: 'application/octet-stream' });
      return { section, objectKey, originalName: name, durationSec: probe.durationSec, sizeBytes };
    } catch (error) {
      if (error instanceof MediaRejectedError) throw UploadErrors.refused(name, error.reason);
      if (error instanceof MediaProcessError) throw UploadErrors.refused(name, error.message);
      throw error;
    } finally {
      await rm(path, { force: true });
    }
  }
}
