import { ADS_EXPORT_LIMITS } from '@reelmix/contracts/browser';
import type { ReportReading } from '../../api/job-reports';
import type { LoadedExport } from './use-export-reading';

/** What the server holds for one export on screen: which report, read how. */
export interface KeptCopy {
  export: LoadedExport;
  reportId: string;
  reading: ReportReading;
}

/** A call that brings the server's copy in line with the screen: a new report, or a kept one read again. */
export interface KeepRequest {
  export: LoadedExport;
  /** Null to keep the export as a new report. */
  reportId: string | null;
  reading: ReportReading;
}

export function sameReading(a: ReportReading, b: ReportReading): boolean {
  return a.metric === b.metric && JSON.stringify(a.mapping ?? null) === JSON.stringify(b.mapping ?? null);
}

export function sameRequest(a: KeepRequest, b: KeepRequest): boolean {
  return a.export === b.export && a.reportId === b.reportId && sameReading(a.reading, b.reading);
}

/** The server would refuse it anyway, so it is not sent. */
export function isTooLargeToKeep(loaded: LoadedExport): boolean {
  return loaded.origin.kind === 'chosen' && loaded.origin.file.size > ADS_EXPORT_LIMITS.maxBytes;
}

/**
 * The server's copy of the export on screen: the last one saved for it, else the kept report it was
 * opened from. Null for a chosen export not kept yet.
 */
export function keptCopyOf(loaded: LoadedExport, lastKept: KeptCopy | null): KeptCopy | null {
  if (lastKept?.export === loaded) return lastKept;
  if (loaded.origin.kind === 'kept') return { export: loaded, reportId: loaded.origin.reportId, reading: loaded.origin.reading };
  return null;
}

/**
 * The call due for the export on screen, read the way it is now (`reading` is null until it reads to
 * a report): a chosen export is kept once it reads, a kept one is read again when its metric or
 * mapping changes. Null when the server already agrees.
 */
export function dueRequest(loaded: LoadedExport | null, kept: KeptCopy | null, reading: ReportReading | null): KeepRequest | null {
  if (!loaded || !reading) return null;
  if (kept) return sameReading(kept.reading, reading) ? null : { export: loaded, reportId: kept.reportId, reading };
  if (loaded.origin.kind !== 'chosen' || isTooLargeToKeep(loaded)) return null;
  return { export: loaded, reportId: null, reading };
}
