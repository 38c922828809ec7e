import { ExportFormatError } from './export-format-error';
import { analyseExport } from './report';
import { gridDesign, mulberry32 } from './simulated-export';

/*
 * A client sends whatever file it likes. Reading one may refuse it for its columns
 * (ExportFormatError, which the app turns into the mapping step and the server into a 400), but
 * nothing else may escape: any other throw would be a server error for something a client sent.
 */
const design = gridDesign(3, 3, 3, ['9:16']);
const HEADER = 'Ad name,Amount spent (USD),Impressions,Link clicks,Results';

function readsOrRefusesColumns(csv: string): void {
  try {
    analyseExport(csv, design);
  } catch (error) {
    expect(error).toBeInstanceOf(ExportFormatError);
  }
}

describe('analyseExport on odd exports', () => {
  it.each([
    ['empty', ''],
    ['a BOM alone', '\ufeff'],
    ['a header alone', HEADER],
    ['blank lines', '\n\n\n'],
    ['an unclosed quote', `${HEADER}\n"h1-b1-c1_9x16,1,100,1,1`],
    ['zero impressions everywhere', `${HEADER}\n${design.map((o) => `${o.file},0,0,0,0`).join('\n')}`],
    ['clicks above impressions', `${HEADER}\n${design.map((o) => `${o.file},1,10,50,60`).join('\n')}`],
    ['negative and huge numbers', `${HEADER}\n${design.map((o, i) => `${o.file},-5,${i % 2 ? '1e308' : '-100'},NaN,Infinity`).join('\n')}`],
    ['one ad only', `${HEADER}\nh1-b1-c1_9x16,10,5000,50,5`],
    ['every click on one ad', `${HEADER}\n${design.map((o, i) => `${o.file},1,1000,${i === 0 ? 1000 : 0},0`).join('\n')}`],
  ])('%s', (_name, csv) => readsOrRefusesColumns(csv));

  it('random bytes decoded as text', () => {
    const random = mulberry32(7);
    for (let run = 0; run < 200; run += 1) {
      const length = Math.floor(random() * 400);
      const text = Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x250))).join('');
      readsOrRefusesColumns(random() < 0.5 ? `${HEADER}\n${text}` : text);
    }
  });
});
