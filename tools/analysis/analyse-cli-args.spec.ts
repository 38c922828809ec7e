import { parseAnalyseArgs, UsageError } from './analyse-cli-args';

const parse = (...argv: string[]) => parseAnalyseArgs(argv);
const refusal = (...argv: string[]) => {
  try {
    parseAnalyseArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no UsageError');
};

describe('parseAnalyseArgs', () => {
  it('takes the export alone, with the defaults', () => {
    expect(parse('export.csv')).toEqual({
      kind: 'run',
      options: { exportPath: 'export.csv', manifestPath: null, outPath: null, json: false, metric: null, mapping: null },
    });
  });

  it('takes every option, in both flag forms and any order', () => {
    expect(parse('--manifest', 'bundle/manifest.csv', '--json', 'export.csv', '--out=report.html', '--metric=hook-rate')).toEqual({
      kind: 'run',
      options: { exportPath: 'export.csv', manifestPath: 'bundle/manifest.csv', outPath: 'report.html', json: true, metric: 'hookRate', mapping: null },
    });
    expect(parse('e.csv', '--metric', 'conversion-rate')).toMatchObject({ options: { metric: 'conversionRate' } });
    expect(parse('e.csv', '--metric', 'CTR')).toMatchObject({ options: { metric: 'ctr' } });
  });

  it('reads --map pairs, split at the first = and across repeated flags, keys in any case', () => {
    expect(parse('e.csv', '--map', 'adName=Ad,impressions=Impr.,spend=Cost (=USD)', '--map=hookviews=Views 3s')).toMatchObject({
      options: { mapping: { adName: 'Ad', impressions: 'Impr.', spend: 'Cost (=USD)', hookViews: 'Views 3s' } },
    });
  });

  it('answers --help and -h with help, whatever else is given', () => {
    expect(parse('--help')).toEqual({ kind: 'help' });
    expect(parse('e.csv', '-h', '--bogus')).toEqual({ kind: 'help' });
  });

  it('explains each bad command line', () => {
    expect(refusal()).toBe('Give the export to read, e.g. npm run analyse -- export.csv');
    expect(refusal('a.csv', 'b.csv')).toBe('One export at a time; got "a.csv", "b.csv"');
    expect(refusal('e.csv', '--bogus')).toBe('Unknown option --bogus');
    expect(refusal('e.csv', '--out')).toBe('--out needs a value');
    expect(refusal('e.csv', '--manifest', '--json')).toBe('--manifest needs a value');
    expect(refusal('e.csv', '--out', 'a.html', '--out', 'b.html')).toBe('--out is given twice');
    expect(refusal('e.csv', '--json=yes')).toBe('--json takes no value');
    expect(refusal('e.csv', '--metric', 'roas')).toBe('--metric must be one of ctr, hook-rate, conversion-rate, got "roas"');
  });

  it('explains a bad --map', () => {
    expect(refusal('e.csv', '--map', 'adName')).toBe('--map takes key=Column pairs, got "adName"');
    expect(refusal('e.csv', '--map', 'adName=Ad,views=V')).toBe('--map: unknown key "views"; the keys are adName, impressions, spend, clicks, results, hookViews');
    expect(refusal('e.csv', '--map', 'adName=Ad,adname=Name')).toBe('--map gives adName twice');
    expect(refusal('e.csv', '--map', 'spend=Cost')).toBe('--map needs at least adName and impressions, e.g. --map "adName=Ad,impressions=Impr."');
  });
});
