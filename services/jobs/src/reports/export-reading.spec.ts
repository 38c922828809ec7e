import { NO_ROWS_MATCHED_MESSAGE, NOT_A_CSV_EXPORT_MESSAGE } from '@reelmix/analysis';
import { type DomainError, ErrorCode, type JobView } from '@reelmix/contracts';
import { exportFormatMessage, NO_OUTPUTS_MESSAGE } from '../jobs-errors';
import { designToRead, readExport } from './export-reading';

const job = (fileNames: string[]): JobView => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: 1,
  name: '2026-11-28 hook',
  status: 'completed',
  message: '',
  createdAt: '2026-11-26T10:00:00.000Z',
  completedAt: '2026-11-26T10:05:00.000Z',
  isPaid: false,
  placements: ['9:16'],
  introVideos: ['hook1.mp4', 'hook2.mp4'],
  bodyVideos: ['body.mp4'],
  ctaVideos: ['cta.mp4'],
  outputVideos: [],
  outputs: fileNames.map((fileName, i) => ({ path: `/api/videos/x--${fileName}`, fileName, intro: i + 1, body: 1, cta: 1, placement: '9:16' })),
  progress: 100,
  counts: { intro: 2, body: 1, cta: 1, expectedOutputs: fileNames.length, producedOutputs: fileNames.length },
});

const refusalOf = (read: () => unknown): DomainError => {
  try {
    read();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('reading an export back against a job', () => {
  const design = designToRead(job(['h1-b1-c1_9x16.mp4', 'h2-b1-c1_9x16.mp4']));

  it('reads a Meta export against the outputs, with the metric asked for', () => {
    const csv = ['Ad name,Amount spent (USD),Impressions,Link clicks,Results', 'h1-b1-c1_9x16,10,1000,10,1', 'h2-b1-c1_9x16,10,1000,20,2'].join('\n');
    const report = readExport(design, csv, { metric: 'conversionRate', mapping: null });
    expect(report.metric).toBe('conversionRate');
    expect(report.matching).toMatchObject({ rows: 2, matchedRows: 2 });
  });

  it('refuses a job with no finished outputs', () => {
    const refused = refusalOf(() => designToRead(job([])));
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed, message: NO_OUTPUTS_MESSAGE });
  });

  it('names the missing columns and what to do, with the headers found in the details', () => {
    const refused = refusalOf(() => readExport(design, 'Name,Views\nx,1', { metric: 'ctr', mapping: null }));
    expect(refused.code).toBe(ErrorCode.ValidationFailed);
    expect(refused.message).toBe('The export has no Ad name or Impressions columns. Choose the columns in the app, or export again with the Ad name and Impressions columns.');
    expect(refused.details).toEqual({ headers: ['Name', 'Views'], missing: ['Ad name', 'Impressions'] });
  });

  it("quotes the buyer's own column names when their mapping names columns the export lacks", () => {
    const refused = refusalOf(() => readExport(design, 'Name,Views\nx,1', { metric: 'ctr', mapping: { adName: 'Name', impressions: 'Shown' } }));
    expect(refused.message).toBe('The export has no "Shown" column. Choose columns the export has, or export again with them.');
  });

  it('refuses a file that is not a CSV export, in the words the app uses', () => {
    const refused = refusalOf(() => readExport(design, 'PK\u0003\u0004\u0000\u0000binary', { metric: 'ctr', mapping: null }));
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed, message: NOT_A_CSV_EXPORT_MESSAGE });
  });

  it('refuses an export none of whose rows match the job, rather than keep an empty report', () => {
    const csv = ['Ad name,Impressions,Link clicks', 'Spring sale,1000,10'].join('\n');
    const refused = refusalOf(() => readExport(design, csv, { metric: 'ctr', mapping: null }));
    expect(refused).toMatchObject({ code: ErrorCode.ValidationFailed, message: NO_ROWS_MATCHED_MESSAGE });
  });

  it('says one column in the singular', () => {
    expect(exportFormatMessage({ missing: ['Ad name'] }, false)).toMatch(/^The export has no Ad name column\. /);
  });
});
