import { access, readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { analyseExport, designFromManifest, ExportFormatError, type DesignOutput } from '@reelmix/analysis';
import type { AnalysisReport } from '@reelmix/contracts';
import type { AnalyseCliOptions } from './analyse-cli-args';

/*
 * From the command line's paths to a report: reads the export and the bundle's manifest and runs
 * the analysis. Everything that can go wrong here is the input's fault (a missing file, a CSV the
 * analysis cannot read), and is thrown as an InputError whose message says what to do about it.
 */

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** What a Reelmix bundle calls its manifest; looked for beside the export when --manifest is not given. */
export const MANIFEST_NAME = 'manifest.csv';

/** Columns shown when an export is not recognised: enough to write the --map from. */
const HEADERS_SHOWN = 40;

export interface AnalysedInputs {
  report: AnalysisReport;
  exportPath: string;
  manifestPath: string;
}

export async function analyseInputs(options: AnalyseCliOptions, cwd: string): Promise<AnalysedInputs> {
  const exportPath = resolve(cwd, options.exportPath);
  if (/\.xlsx?$/i.test(exportPath)) {
    throw new InputError(`${basename(exportPath)} is a spreadsheet; export the report from the ads manager as CSV and pass that`);
  }
  // The export first: a mistyped export path is the likelier mistake, and its message the clearer.
  const csvText = await readText('the export', exportPath);
  const manifestPath = await findManifest(options, exportPath, cwd);
  const design = readDesign(await readText('the manifest', manifestPath), manifestPath);
  try {
    const report = analyseExport(csvText, design, {
      ...(options.metric ? { metric: options.metric } : {}),
      ...(options.mapping ? { mapping: options.mapping } : {}),
    });
    return { report, exportPath, manifestPath };
  } catch (error) {
    if (error instanceof ExportFormatError) throw new InputError(describeFormatError(error, basename(exportPath), options.mapping !== null));
    throw new InputError(`cannot analyse ${exportPath}: ${messageOf(error)}`);
  }
}

async function findManifest(options: AnalyseCliOptions, exportPath: string, cwd: string): Promise<string> {
  if (options.manifestPath !== null) return resolve(cwd, options.manifestPath);
  const beside = join(dirname(exportPath), MANIFEST_NAME);
  try {
    await access(beside);
    return beside;
  } catch {
    throw new InputError(
      `no manifest: pass --manifest <bundle>/${MANIFEST_NAME}, the manifest of the Reelmix bundle the ads were made from ` +
        `(it names each output's hook, body, cta and placement); there is none beside the export at ${beside}`,
    );
  }
}

async function readText(what: string, path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${what} ${path}: ${fileProblem(error)}`);
  }
}

function readDesign(manifestText: string, manifestPath: string): DesignOutput[] {
  let design: DesignOutput[];
  try {
    design = designFromManifest(manifestText);
  } catch (error) {
    if (error instanceof ExportFormatError) {
      throw new InputError(
        `the manifest ${manifestPath} has no ${error.missing.join(', ')} column (found: ${error.headers.map((header) => JSON.stringify(header)).join(', ') || 'none'}); ` +
          `pass the manifest.csv of the Reelmix bundle the ads were made from`,
      );
    }
    throw new InputError(`cannot read the manifest ${manifestPath}: ${messageOf(error)}`);
  }
  if (design.length === 0) throw new InputError(`the manifest ${manifestPath} lists no outputs`);
  return design;
}

export function describeFormatError(error: ExportFormatError, exportName: string, mapped: boolean): string {
  const shown = error.headers.slice(0, HEADERS_SHOWN).map((header) => JSON.stringify(header));
  const more = error.headers.length > HEADERS_SHOWN ? ` and ${error.headers.length - HEADERS_SHOWN} more` : '';
  const lines = [
    mapped ? `${exportName}: the --map names columns the export does not have: ${error.missing.join(', ')}` : `${exportName}: the export's columns were not recognised as Meta's or TikTok's; missing: ${error.missing.join(', ')}`,
    `Columns found: ${shown.length === 0 ? '(none)' : shown.join(', ')}${more}`,
    'Name the columns with --map, e.g. --map "adName=Ad name,impressions=Impressions,spend=Amount spent,clicks=Link clicks,results=Results"',
  ];
  return lines.join('\n');
}

function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a CSV file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return messageOf(error);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
