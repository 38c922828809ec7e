/*
 * The design from a rendered bundle's manifest.csv
 * (file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256, since labels
 * intro_label,body_label,cta_label, and since text variants text,text_label). The manifest names
 * each output's sources but not their upload order, so positions are numbered by first appearance
 * of a file name (of a text, for texts) in file order; a part is named by its label where the
 * manifest has one, else by its file name (a text by the text itself). An output whose text cell
 * is empty, as in every output of a job without texts, has no text part.
 */
import { partDisplayName, textDisplayName } from '@reelmix/contracts/browser';
import { detectDelimiter, isBlankRecord, parseCsv, stripByteOrderMark } from './csv-reader';
import type { DesignOutput, DesignPart } from './design';
import { ExportFormatError } from './export-format-error';

const REQUIRED = ['file', 'intro', 'body', 'cta', 'placement'] as const;

/*
 * The manifest's writer (contracts csvCell) puts an apostrophe before a cell a spreadsheet would
 * run as a formula; texts often start so ("-50% today", "+1 free"), and the report must name
 * them as the customer wrote them. Only a real text starting with an apostrophe and one of these
 * characters would be read one character short.
 */
const DEFUSED_FORMULA = /^'(?=[=+\-@\t\r\0])/;

function cellValue(cell: string | undefined): string {
  return (cell ?? '').trim().replace(DEFUSED_FORMULA, '');
}

export function designFromManifest(manifestCsvText: string): DesignOutput[] {
  const text = stripByteOrderMark(manifestCsvText);
  const records = parseCsv(text, detectDelimiter(text.split(/\r?\n/, 1)[0] ?? ''));
  const headers = (records[0] ?? []).map((h) => h.trim());
  const lower = headers.map((h) => h.toLowerCase());
  const column = Object.fromEntries(REQUIRED.map((name) => [name, lower.indexOf(name)])) as Record<(typeof REQUIRED)[number], number>;
  const missing = REQUIRED.filter((name) => column[name] < 0);
  if (missing.length > 0) throw new ExportFormatError(headers, [...missing]);
  const labelColumn = { intro: lower.indexOf('intro_label'), body: lower.indexOf('body_label'), cta: lower.indexOf('cta_label'), text: lower.indexOf('text_label') };
  const textColumn = lower.indexOf('text');

  const numbering = { intro: new Map<string, number>(), body: new Map<string, number>(), cta: new Map<string, number>(), text: new Map<string, number>() };
  const positionOf = (section: keyof typeof numbering, source: string): number => {
    const positions = numbering[section];
    if (!positions.has(source)) positions.set(source, positions.size + 1);
    return positions.get(source) ?? 0;
  };
  const partOf = (section: Exclude<keyof typeof numbering, 'text'>, fileName: string, label: string): DesignPart => ({
    position: positionOf(section, fileName),
    name: partDisplayName({ label: label || null, fileName }),
  });
  return records
    .slice(1)
    .filter((r) => !isBlankRecord(r))
    .map((r) => {
      const cell = (name: (typeof REQUIRED)[number]) => cellValue(r[column[name]]);
      const label = (section: keyof typeof labelColumn) => (labelColumn[section] < 0 ? '' : cellValue(r[labelColumn[section]]));
      const drawnText = textColumn < 0 ? '' : cellValue(r[textColumn]);
      const output: DesignOutput = {
        file: cell('file'),
        hook: partOf('intro', cell('intro'), label('intro')),
        body: partOf('body', cell('body'), label('body')),
        cta: partOf('cta', cell('cta'), label('cta')),
        placement: cell('placement'),
      };
      if (drawnText !== '') output.text = { position: positionOf('text', drawnText), name: textDisplayName({ text: drawnText, label: label('text') || null }) };
      return output;
    });
}
