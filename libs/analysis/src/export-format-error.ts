/** Said of a file whose contents are not delimited text (a spreadsheet, an image, one column of words). */
export const NOT_A_CSV_EXPORT_MESSAGE =
  'This is not a CSV export: the file holds no comma-, semicolon- or tab-separated columns. Export the report from Ads Manager as CSV and choose that file.';

/** Said when no row of the export names a video of the job: a report of nothing would mislead. */
export const NO_ROWS_MATCHED_MESSAGE =
  "None of the export's rows matched this job's videos: each ad name must contain a video's file name as the download names it (for example h1-b1-c1_9x16.mp4).";

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
  constructor(headers: string[]) {
    super(headers, [], NO_ROWS_MATCHED_MESSAGE);
    this.name = 'NoRowsMatchedError';
  }
}
