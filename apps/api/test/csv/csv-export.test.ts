import { describe, expect, it } from 'vitest';
import { CSV_BATCH_SIZE, csvCell, csvLine, keysetBatches } from '../../src/csv/csv-export';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and leaves the rest as is', () => {
    expect(csvLine(['jooga', 'Turku, Finland', 'say "hi"', 'two\nlines', 3, null])).toBe(
      'jooga,"Turku, Finland","say ""hi""","two\nlines",3,\r\n',
    );
    expect(csvCell(new Date('2026-03-01T08:00:00Z'))).toBe('2026-03-01T08:00:00.000Z');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+358 40')).toBe("'+358 40");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
  });
});

describe('keyset batches', () => {
  it('asks for the rows after the last one until a batch comes back short', async () => {
    const rows = Array.from({ length: CSV_BATCH_SIZE * 2 + 3 }, (_, index) => index);
    const asked: (number | null)[] = [];
    const read = async (after: number | null) => {
      asked.push(after);
      const start = after === null ? 0 : after + 1;
      return rows.slice(start, start + CSV_BATCH_SIZE);
    };
    const seen: number[] = [];
    for await (const batch of keysetBatches(read)) seen.push(...batch);
    expect(seen).toEqual(rows);
    expect(asked).toEqual([null, CSV_BATCH_SIZE - 1, CSV_BATCH_SIZE * 2 - 1]);
  });
});
