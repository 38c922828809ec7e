import { ADS_EXPORT_LIMITS } from '@reelmix/contracts/browser';
import { describe, expect, it } from 'vitest';
import { dueRequest, keptCopyOf } from './kept-reading';
import type { LoadedExport } from './use-export-reading';

const chosen = (size = 100): LoadedExport => {
  const file = new File(['Ad name,Impressions'], 'export.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return { fileName: 'export.csv', csvText: 'Ad name,Impressions', origin: { kind: 'chosen', file } };
};
const opened: LoadedExport = {
  fileName: 'week-1.csv',
  csvText: 'Ad name,Impressions',
  origin: { kind: 'kept', reportId: 'report-1', reading: { metric: 'ctr', mapping: null } },
};
const ctr = { metric: 'ctr' as const, mapping: null };

describe('the call due to keep the export on screen', () => {
  it('keeps a chosen export once it reads, unless it is larger than the server keeps', () => {
    const loaded = chosen();
    expect(dueRequest(loaded, null, ctr)).toEqual({ export: loaded, reportId: null, reading: ctr });
    expect(dueRequest(loaded, null, null)).toBeNull();
    expect(dueRequest(chosen(ADS_EXPORT_LIMITS.maxBytes + 1), null, ctr)).toBeNull();
  });

  it('reads a kept report again only when its metric or mapping changed', () => {
    const kept = keptCopyOf(opened, null);
    expect(dueRequest(opened, kept, ctr)).toBeNull();
    expect(dueRequest(opened, kept, { metric: 'hookRate', mapping: null })).toMatchObject({ reportId: 'report-1' });
    const mapping = { adName: 'Creative', impressions: 'Shown' };
    expect(dueRequest(opened, kept, { metric: 'ctr', mapping })?.reading).toEqual({ metric: 'ctr', mapping });
  });

  it('takes the last save for the export on screen over where it came from', () => {
    const loaded = chosen();
    const saved = { export: loaded, reportId: 'report-9', reading: ctr };
    expect(keptCopyOf(loaded, saved)).toBe(saved);
    expect(keptCopyOf(chosen(), saved)).toBeNull();
  });
});
