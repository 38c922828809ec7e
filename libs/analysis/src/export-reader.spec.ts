import { recogniseColumns } from './export-columns';
import { ExportFormatError } from './export-format-error';
import { readExportHeaders, readExportRows } from './export-reader';

const META = [
  '\ufeffReporting starts,Reporting ends,Ad name,Ad set name,Amount spent (USD),Impressions,Link clicks,Results,3-second video plays,ThruPlays',
  '2026-11-01,2026-11-07,"Spring | h1-b1-c1_9x16.mp4",Broad,"$1,234.56","12,000",120,6,"3,600",900',
  '2026-11-01,2026-11-07,"h2-b1-c1_9x16, copy",Broad,10.00,1000,-,,250,80',
  ',,,,1244.56,13000,120,6,3850,980',
  '2026-11-01,2026-11-07,Results from 2 ads,,1244.56,13000,120,6,3850,980',
].join('\r\n');

describe('readExportRows', () => {
  it('reads a Meta export, skipping totals rows', () => {
    const read = readExportRows(META);
    expect(read.source).toBe('meta');
    expect(read.currency).toBe('USD');
    expect(read.hasHookViews).toBe(true);
    expect(read.rows).toEqual([
      { adName: 'Spring | h1-b1-c1_9x16.mp4', spend: 1234.56, impressions: 12000, clicks: 120, results: 6, hookViews: 3600 },
      { adName: 'h2-b1-c1_9x16, copy', spend: 10, impressions: 1000, clicks: 0, results: 0, hookViews: 250 },
    ]);
  });

  it('finds the header below preamble lines and reads a European `;` export', () => {
    const text = [
      'Campaign report',
      'Date range: 1 Nov - 7 Nov',
      'AD NAME ; Amount spent (EUR) ; impressions ; Clicks (all) ; Purchases',
      'h1-b1-c1_9x16;1.234,56 €;12.000;130;7',
      'h1-b2-c1_9x16;"12,50";800;9;0',
      'Total;1.247,06;12.800;139;7',
    ].join('\n');
    const read = readExportRows(text);
    expect(read.source).toBe('meta');
    expect(read.currency).toBe('EUR');
    expect(read.hasHookViews).toBe(false);
    expect(read.rows).toEqual([
      { adName: 'h1-b1-c1_9x16', spend: 1234.56, impressions: 12000, clicks: 130, results: 7, hookViews: null },
      { adName: 'h1-b2-c1_9x16', spend: 12.5, impressions: 800, clicks: 9, results: 0, hookViews: null },
    ]);
  });

  it('reads a TikTok export (tab-delimited), preferring destination clicks', () => {
    const text = [
      'Ad name\tCost\tImpressions\tClicks\tClicks (destination)\tConversions\t2-second video views\t6-second video views',
      'h1-b1-c1_9x16.mp4\t20.5\t5000\t80\t60\t3\t2000\t900',
      'Total of 1 ads\t20.5\t5000\t80\t60\t3\t2000\t900',
    ].join('\n');
    const read = readExportRows(text);
    expect(read.source).toBe('tiktok');
    expect(read.currency).toBeNull();
    expect(read.rows).toEqual([{ adName: 'h1-b1-c1_9x16.mp4', spend: 20.5, impressions: 5000, clicks: 60, results: 3, hookViews: 2000 }]);
  });

  it('uses a column mapping for other layouts', () => {
    const text = 'Creative,Views,Taps,Money (GBP)\nh1-b1-c1,100,4,1.5\n';
    const read = readExportRows(text, { adName: 'creative', impressions: 'Views', clicks: 'Taps', spend: 'Money (GBP)' });
    expect(read.source).toBe('custom');
    expect(read.currency).toBe('GBP');
    expect(read.rows).toEqual([{ adName: 'h1-b1-c1', spend: 1.5, impressions: 100, clicks: 4, results: 0, hookViews: null }]);
  });

  it('throws ExportFormatError naming what was found and what is missing', () => {
    let caught: unknown;
    try {
      readExportRows('Campaign,Reach\nx,1\n');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExportFormatError);
    expect((caught as ExportFormatError).headers).toEqual(['Campaign', 'Reach']);
    expect((caught as ExportFormatError).missing).toEqual(['Ad name', 'Impressions']);
    expect(() => readExportRows('Ad name,Cost\nx,1\n')).toThrow(/Impressions/);
    expect(() => recogniseColumns(['Ad name', 'Impressions'], { adName: 'Ad name', impressions: 'Impressions', clicks: 'Taps' })).toThrow(ExportFormatError);
  });

  it('returns the header row as found', () => {
    expect(readExportHeaders(META).slice(0, 3)).toEqual(['Reporting starts', 'Reporting ends', 'Ad name']);
    expect(readExportHeaders('\ufeff"Creative";"Views"\n"a";1')).toEqual(['Creative', 'Views']);
  });
});
