import { detectDelimiter, parseCsv, stripByteOrderMark } from './csv-reader';
import { readNumber } from './numbers';

describe('parseCsv', () => {
  it('reads quoted fields holding delimiters, doubled quotes and line breaks', () => {
    const text = 'Ad name,Notes\r\n"h1-b1-c1, v2","said ""hi""\nthen left"\r\nplain,x';
    expect(parseCsv(text, ',')).toEqual([
      ['Ad name', 'Notes'],
      ['h1-b1-c1, v2', 'said "hi"\nthen left'],
      ['plain', 'x'],
    ]);
  });

  it('does not add a record for the final line break', () => {
    expect(parseCsv('a;b\n1;2\n', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('detects the delimiter from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('Ad name;Impressions;"Amount spent (EUR)"')).toBe(';');
    expect(detectDelimiter('Ad name\tImpressions\tCost')).toBe('\t');
    expect(detectDelimiter('"a;b;c",Impressions,Cost')).toBe(',');
    expect(detectDelimiter('Ad name')).toBe(',');
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(stripByteOrderMark('\ufeffAd name')).toBe('Ad name');
  });
});

describe('readNumber', () => {
  it.each([
    ['1234', 1234],
    ['$1,234.56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['USD 12.50', 12.5],
    ['12,50 EUR', 12.5],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1 234,5', 1234.5],
    ["1'234.50", 1234.5],
    ['0.5', 0.5],
    ['-3.25', -3.25],
    ['(10.00)', -10],
    ['1,234', 1234],
  ])('reads %s as %d', (text, value) => {
    expect(readNumber(text)).toBeCloseTo(value, 9);
  });

  it('reads a lone separator by the locale hint', () => {
    expect(readNumber('1,234', { decimalComma: true })).toBeCloseTo(1.234, 9);
    expect(readNumber('1.234', { decimalComma: true })).toBe(1234);
    expect(readNumber('1.234')).toBeCloseTo(1.234, 9);
    expect(readNumber('2,5', { decimalComma: true })).toBe(2.5);
  });

  it('gives null for empty, dash and non-numbers', () => {
    for (const text of ['', '  ', '-', '—', 'n/a', undefined]) expect(readNumber(text)).toBeNull();
  });
});
