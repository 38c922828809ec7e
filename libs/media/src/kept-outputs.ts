import { randomBytes } from 'node:crypto';
import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256File } from './file-hash';
import { type RecordedOutput } from './render-state';

/*
 * Which outputs already in a folder a rerun keeps. A recorded output is kept for a planned one
 * with the same key (render-state.ts) when its file is still there with the recorded size and
 * sha256. The size is checked first because it is free; the hash is then always read, not trusted
 * from size and mtime: copies (cp -p, rsync, unzip) keep an mtime over other bytes, and hashing a
 * 15 MB output takes tens of milliseconds against seconds to render it again.
 */

export interface WantedOutput {
  fileName: string;
  key: string;
}

/**
 * The recorded output each wanted one keeps, by the wanted one's index: the one already under the
 * wanted name first (nothing moves), then any other of the same key not yet taken. Two wanted
 * outputs of one key (the same clip given twice) never share one file.
 */
export function matchRecorded(wanted: readonly WantedOutput[], records: readonly RecordedOutput[]): Map<number, RecordedOutput> {
  const matches = new Map<number, RecordedOutput>();
  const taken = new Set<RecordedOutput>();
  const take = (index: number, record: RecordedOutput | undefined) => {
    if (!record) return;
    matches.set(index, record);
    taken.add(record);
  };
  wanted.forEach((want, index) => take(index, records.find((r) => r.key === want.key && sameName(r.file, want.fileName))));
  wanted.forEach((want, index) => {
    if (!matches.has(index)) take(index, records.find((r) => r.key === want.key && !taken.has(r)));
  });
  return matches;
}

/** Whether the recorded file is still the bytes that were recorded. */
export async function isIntact(dir: string, record: RecordedOutput): Promise<boolean> {
  const path = join(dir, record.file);
  const size = await stat(path).then((s) => (s.isFile() ? s.size : -1), () => -1);
  return size === record.sizeBytes && (await sha256File(path)) === record.sha256;
}

/**
 * Keeps what the folder already holds for the wanted outputs: the intact recorded files of their
 * keys, matched, and moved to the names wanted now. Returns them by wanted index, under their new
 * names. Moves go through hidden temp names first, so outputs that swap names never overwrite
 * each other.
 */
export async function keepRecordedOutputs(dir: string, wanted: readonly WantedOutput[], records: readonly RecordedOutput[]): Promise<Map<number, RecordedOutput>> {
  const keys = new Set(wanted.map((want) => want.key));
  const candidates = records.filter((record) => keys.has(record.key));
  const intact = await Promise.all(candidates.map((record) => isIntact(dir, record)));
  const matches = matchRecorded(wanted, candidates.filter((_, i) => intact[i]));

  const moves = [...matches].filter(([index, record]) => record.file !== wanted[index]!.fileName);
  const staged = await Promise.all(
    moves.map(async ([, record]) => {
      const temp = `.${record.file}.${randomBytes(6).toString('hex')}.moving`;
      await rename(join(dir, record.file), join(dir, temp));
      return temp;
    }),
  );
  await Promise.all(moves.map(([index], i) => rename(join(dir, staged[i]!), join(dir, wanted[index]!.fileName))));

  const kept = new Map<number, RecordedOutput>();
  for (const [index, record] of matches) kept.set(index, { ...record, file: wanted[index]!.fileName });
  return kept;
}

/** Names compared as the outputs' own uniqueness compares them: without case. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
