/*
 * The concat demuxer's list file. Parts are linked into the task dir under fixed names
 * (`part-0.mov`, ...), so the list never contains a caller's path and the demuxer can stay in its
 * safe mode (relative names of plain characters only). Quoting is applied all the same, so the
 * writer is correct for any name it is ever given.
 */

export interface ConcatEntry {
  /** A name relative to the list's directory. */
  file: string;
  /** Exact duration of the part in seconds; the demuxer offsets the next part by it. */
  durationSec: number;
}

/** ffconcat quoting: inside single quotes everything is literal except `'`, written as `'\''`. */
export function quoteConcatPath(path: string): string {
  if (/[\n\r\0]/.test(path)) throw new Error('A concat list entry cannot contain line breaks or NUL');
  return `'${path.replace(/'/g, `'\\''`)}'`;
}

export function concatListText(entries: readonly ConcatEntry[]): string {
  const lines = ['ffconcat version 1.0'];
  for (const entry of entries) {
    lines.push(`file ${quoteConcatPath(entry.file)}`);
    // Microseconds are the demuxer's precision; at 30 fps and 48 kHz every part's length is exact
    // to well under one tick of either timescale.
    lines.push(`duration ${entry.durationSec.toFixed(6)}`);
  }
  return `${lines.join('\n')}\n`;
}
