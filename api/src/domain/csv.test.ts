import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
          ['=SUM(A1)', -1],
          ['@cmd', 3.5],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n\'=SUM(A1),-1\r\n\'@cmd,3.5\r\n');
  });

  it.each(['\uFF1DSUM(A1)', '\uFF0B1', '\uFF0D1', '\uFF20cmd', ' =1+1', '\n=1+1', '\t=1', '|cmd'])(
    'defuses %j',
    (text) => {
      const out = toCsv(['a'], [[text]]).split('\r\n')[1] ?? '';
      expect(out.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );
});
