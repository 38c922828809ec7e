import { NO_ROWS_MATCHED_MESSAGE, NOT_A_CSV_EXPORT_MESSAGE, NoRowsMatchedError, NotCsvExportError } from './export-format-error';
import { readExportHeaders } from './export-reader';
import { analyseExport } from './report';
import { gridDesign } from './simulated-export';

/* Files a buyer may choose by mistake are refused with the reason, before any column mapping or report. */
const design = gridDesign(2, 1, 1, ['9:16']);
const HEADER = 'Ad name,Amount spent (USD),Impressions,Link clicks,Results';

function refusalOf(read: () => unknown): Error {
  try {
    read();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('refusing what is not a CSV export', () => {
  it.each([
    ['a zip (xlsx) file', 'PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000\u0000\u0000!\u0000b\u00ee\u009dh'],
    ['a PNG image', '\ufffdPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR'],
    ['text with no delimiter', 'Ad name\nh1-b1-c1_9x16\n'],
    ['an empty file', ''],
  ])('%s, in the report and in the mapping step alike', (_name, text) => {
    const report = refusalOf(() => analyseExport(text, design));
    expect(report).toBeInstanceOf(NotCsvExportError);
    expect(report.message).toBe(NOT_A_CSV_EXPORT_MESSAGE);
    expect(refusalOf(() => readExportHeaders(text))).toBeInstanceOf(NotCsvExportError);
  });

  it('says so in plain words', () => {
    expect(NOT_A_CSV_EXPORT_MESSAGE).toMatch(/^This is not a CSV export/);
  });

  it('reads a Latin-1 export whose accents decode as replacement characters', () => {
    expect(readExportHeaders('Ad name;Montant d\ufffdpens\ufffd (EUR);Impressions\nx;1;2')).toEqual(['Ad name', 'Montant d\ufffdpens\ufffd (EUR)', 'Impressions']);
  });
});

describe('refusing an export none of whose rows match the job', () => {
  it('refuses rather than report on no ads, with the headers for choosing columns again', () => {
    const refused = refusalOf(() => analyseExport(`${HEADER}\nSpring sale,10,1000,10,1\n`, design));
    expect(refused).toBeInstanceOf(NoRowsMatchedError);
    expect(refused.message).toBe(NO_ROWS_MATCHED_MESSAGE);
    expect((refused as NoRowsMatchedError).headers).toEqual(HEADER.split(','));
  });

  it('refuses a mapping that points the ad name at a column naming no video', () => {
    const csv = `${HEADER}\n${design.map((o) => `${o.file},10,1000,10,1`).join('\n')}`;
    expect(analyseExport(csv, design).matching.matchedRows).toBe(2);
    expect(refusalOf(() => analyseExport(csv, design, { mapping: { adName: 'Results', impressions: 'Impressions' } }))).toBeInstanceOf(NoRowsMatchedError);
  });
});
