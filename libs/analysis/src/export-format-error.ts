/** Said of a file whose contents are not delimited text (a spreadsheet, an image, one column of words). */
export const NOT_A_CSV_EXPORT_MESSAGE =
  'This is not a CSV export: the file holds no comma-, semicolon- or tab-separated columns. Export the report from Ads Manager as CSV and choose that file.';

/** Said when no row of the export names a video of the job: a report of nothing would mislead. */
export const NO_ROWS_MATCHED_MESSAGE =
  "None of the export's rows matched this job's videos: each ad name must contain a video's file name as the download names it (for example j3-h1-b1-c1_9x16.mp4).";

/** Said when rows could name a video of this job but also one of another job: guessing would mix two tests. */
export function ambiguousRowsMessage(rows: number): string {
  const them = rows === 1 ? 'Its name fits' : 'Their names fit';
  return `${rows === 1 ? '1 row was' : `${rows} rows were`} left out: ${them} a video of this job and another video too (two of your jobs share a file name, or an ad name holds two file names). Name each ad after one video, as the download names it.`;
}

/**
 * Thrown when the export cannot be read as the report needs: by default because the columns
 * needed cannot be found, listing what was found and what is missing. Every refusal of a file's
 * contents is one of these, so callers can tell a buyer's file from a fault of their own.
 */
export class ExportFormatError extends Error {
  readonly headers: string[];
  readonly missing: string[];

  constructor(headers: string[], missing: string[], message?: string) {
    super(message ?? `The export has no ${missing.join(', ')} column (found: ${headers.length > 0 ? headers.join(', ') : 'no headers'})`);
    this.name = 'ExportFormatError';
    this.headers = headers;
    this.missing = missing;
  }
}

/** The file is not delimited text, so there are no columns to offer for a mapping. */
export class NotCsvExportError extends ExportFormatError {
  constructor() {
    super([], [], NOT_A_CSV_EXPORT_MESSAGE);
    this.name = 'NotCsvExportError';
  }
}

/** The export was read but none of its rows belongs to the job. */
export class NoRowsMatchedError extends ExportFormatError {
  /** `ambiguousRows`: rows left out because their names fit more than one video; their reason is said too. */
  constructor(headers: string[], ambiguousRows = 0) {
    super(headers, [], ambiguousRows > 0 ? `${NO_ROWS_MATCHED_MESSAGE} ${ambiguousRowsMessage(ambiguousRows)}` : NO_ROWS_MATCHED_MESSAGE);
    this.name = 'NoRowsMatchedError';
  }
}
