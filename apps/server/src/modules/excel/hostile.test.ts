import { EXCEL_LIMITS, type ExcelLimits } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { writeErrorReport } from './error-report.ts';
import { HEADER, HOSTILE_WORKBOOKS, ORDER, sheetOf, TWO_COLUMNS, workbookOf } from './hostile-workbooks.fixture.ts';
import { readWithOpenpyxl } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';

// What each hostile file reads to; how much CPU and memory reading it takes is held to its targets in bench/excel-hostile.
const read = (file: Buffer, limits: ExcelLimits = EXCEL_LIMITS) => readImportWorkbook(file, TWO_COLUMNS, 'en-US', limits);
const problemOf = async (file: Buffer, limits?: ExcelLimits) => {
  const result = await read(file, limits);
  return 'problems' in result ? result.problems[0] : undefined;
};
const rowsOf = async (file: Buffer) => {
  const result = await read(file);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.workbook.orders.rows.map((row) => ({ row: row.row, ...Object.fromEntries(row.values) }));
};

describe('hostile workbooks: each is read correctly or refused with its file code', () => {
  it('refuses a row beyond Excel\'s last, naming it, and reads the last row itself without walking the rows between', async () => {
    const far = await HOSTILE_WORKBOOKS.farRow.build();
    expect(far.length).toBeLessThan(2048);
    expect(await problemOf(far)).toEqual({ code: 20188, reason: 'cellOutOfRange', params: { cell: '400000000' } });
    const last = await HOSTILE_WORKBOOKS.lastRow.build();
    expect(await problemOf(last)).toMatchObject({ code: 20203, reason: 'emptyRows', params: { rows: `${Array.from({ length: 20 }, (_, i) => i + 3).join(', ')} …` } });
    for (const [rows, cell] of [['<row r="0"/>', '0'], ['<row r="2"><c r="XFE2"><v>1</v></c></row>', 'XFE2']]) {
      expect(await problemOf(await workbookOf(sheetOf(`${HEADER}${rows}`)))).toMatchObject({ reason: 'cellOutOfRange', params: { cell } });
    }
    expect(await problemOf(await workbookOf(sheetOf(`${HEADER}${ORDER(3, 'SO0001', 1)}${ORDER(2, 'SO0002', 1)}`)))).toMatchObject({ reason: 'corrupt' });
  });

  it('reads a merge written with spaces around = over the rows the sheet has, not the million it names', async () => {
    expect(await rowsOf(await HOSTILE_WORKBOOKS.spacedMerge.build())).toEqual([{ row: 2, customerNo: 'SO0001', pieces: 1 }, { row: 3, customerNo: 'SO0001', pieces: 2 }]);
  });

  it('counts prefixed cells (x:c) against the cell budget like any other', async () => {
    const { build, limits } = HOSTILE_WORKBOOKS.prefixedCells;
    const file = await build();
    expect(await problemOf(file, limits)).toEqual({ code: 20188, reason: 'tooManyCells', params: { max: 50 } });
    expect(await rowsOf(file)).toHaveLength(30);
  });

  it('reads a sheet of a million empty rows, compressed under 4 MB, to its one order', async () => {
    const file = await HOSTILE_WORKBOOKS.millionEmptyRows.build();
    expect(file.length).toBeLessThan(4 * 1024 * 1024);
    expect(await rowsOf(file)).toEqual([{ row: 2, customerNo: 'SO0001', pieces: 1 }]);
  });

  it('is not fooled by comments, CDATA, single-quoted attributes or a > inside an attribute value, and reports on such a file', async () => {
    const result = await read(await HOSTILE_WORKBOOKS.disguisedRows.build());
    if ('problems' in result) throw new Error(JSON.stringify(result.problems));
    expect(result.workbook.orders.rows.map((row) => Object.fromEntries(row.values))).toEqual([{ customerNo: 'SO0001', pieces: 3 }, { customerNo: 'SO0002', pieces: 'two' }]);
    const problem = { sheet: 'Orders', row: 3, column: '件数(Pieces)', cell: 'B3', field: 'pieces', code: 50002, reason: 'invalidType', params: {} } as const;
    const seen = readWithOpenpyxl(await writeErrorReport(result.source, [problem], 'en-US')).Orders;
    expect(seen.map((row) => row.map(([value]) => value))).toEqual([
      ['客户单号(Customer number)', '件数(Pieces)', 'Errors'], ['SO0001', 3, null], ['SO0002', 'two', expect.stringContaining('Pieces')],
    ]);
  });

  it('refuses a DOCTYPE with its entities before any is defined', async () => {
    expect(await problemOf(await HOSTILE_WORKBOOKS.doctype.build())).toEqual({ code: 20188, reason: 'xmlDoctype', params: {} });
  });
});
