import { writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseAnalyseArgs, USAGE, UsageError, type AnalyseCliOptions } from './analyse-cli-args';
import { analyseInputs, InputError, messageOf } from './analyse-inputs';
import { analysisJson } from './report-json';
import { reportHtml } from './report-html';
import { reportSummary } from './report-summary';

/*
 * `npm run analyse -- export.csv [--manifest m.csv] [--out report.html] [--json]`: reads an ads
 * export back against the bundle the ads were made from and prints the verdicts (or the report as
 * JSON), optionally writing the HTML report. Exit codes: 0 done, 2 bad arguments or inputs,
 * 1 an unexpected failure. Messages only, never a stack trace: the reader is a media buyer.
 */

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Relative paths on the command line are resolved against this folder. */
  cwd: string;
}

export async function runAnalyseCli(argv: readonly string[], io: CliIo): Promise<number> {
  let options: AnalyseCliOptions;
  try {
    const parsed = parseAnalyseArgs(argv);
    if (parsed.kind === 'help') {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    options = parsed.options;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`analyse: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }

  try {
    const { report, exportPath, manifestPath } = await analyseInputs(options, io.cwd);
    let written: string | null = null;
    if (options.outPath !== null) {
      written = resolve(io.cwd, options.outPath);
      const html = reportHtml(report, { exportName: basename(exportPath), manifestName: basename(manifestPath) });
      await writeReport(written, html);
    }
    if (options.json) io.stdout(`${JSON.stringify(analysisJson(report), null, 2)}\n`);
    else io.stdout(`${reportSummary(report)}\n${written === null ? '' : `Report written to ${written}\n`}`);
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`analyse: ${error.message}\n`);
      return 2;
    }
    io.stderr(`analyse: unexpected failure: ${messageOf(error)}\n`);
    return 1;
  }
}

async function writeReport(path: string, html: string): Promise<void> {
  try {
    await writeFile(path, html, 'utf8');
  } catch (error) {
    throw new InputError(`cannot write the report ${path}: ${messageOf(error)}`);
  }
}

if (require.main === module) {
  // The launcher runs this from the folder `npm run` was started in, so relative paths mean
  // what the user typed.
  void runAnalyseCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
  }).then((code) => {
    process.exitCode = code;
  });
}
