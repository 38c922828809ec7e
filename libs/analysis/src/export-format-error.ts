/** Thrown when the columns needed cannot be found: lists what was found and what is missing. */
export class ExportFormatError extends Error {
  readonly headers: string[];
  readonly missing: string[];

  constructor(headers: string[], missing: string[]) {
    super(`The export has no ${missing.join(', ')} column (found: ${headers.length > 0 ? headers.join(', ') : 'no headers'})`);
    this.name = 'ExportFormatError';
    this.headers = headers;
    this.missing = missing;
  }
}
