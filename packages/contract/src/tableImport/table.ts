import { z } from 'zod';
import type { Language } from '../languages.ts';

type Texts = Readonly<Record<Language, string>>;

/** A header or format note in the three languages, as every reference table's columns write them. */
export const tableTexts = (zhCN: string, zhTW: string, enUS: string): Texts => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS });
/** The format notes most columns share. */
export const TEXT_FORMAT = tableTexts('文本', '文字', 'Text');
export const COUNTRY_CODE_FORMAT = tableTexts('两位国家代码', '兩位國家代碼', 'Two-letter country code');

/** One column of a reference table's workbook: the row key it fills, its header and format note per language, an example. */
export type TableColumnText<K extends string = string> = { key: K; header: Texts; format: Texts; example: string };
/** A column as the reader and the template take it: `required` is read from its cell schema. */
export type TableColumn<K extends string = string> = TableColumnText<K> & { required: boolean };

/** What a row is before its checks: each cell's text, or undefined for an empty cell. */
export type RawRow<K extends string = string> = Partial<Record<K, string>>;

/**
 * A reference table as Excel sees it (docs/reference-data.md): its columns, the row schema built from their cells
 * (plus the table's own checks across cells, such as a postcode's format for its country), the natural key a row is
 * known by (refused when repeated in the file or present in the database), and how many rows one file may bring.
 */
export type TableDeclaration<K extends string = string, Row = Record<K, unknown>> = {
  /** The table's name in task parameters and in the registry the import worker reads (reference-tables.ts). */
  name: string;
  /** The sheet's and the file's name, per language. */
  title: Texts;
  columns: readonly TableColumn<K>[];
  /** Each column's cell schema alone (the notes sheet reads its limits). */
  cells: Readonly<Record<K, z.ZodType>>;
  row: z.ZodType<Row, RawRow<K>>;
  /** The natural key's text of a parsed row, normalised as the table's unique index compares it. */
  keyOf(row: Row): string;
  /** The columns the key is made of: where a repeated key is reported. */
  keyColumns: readonly K[];
  maxRows: number;
  /** Reader limits above the order import's, for a table whose real files need them (docs/reference-data.md). */
  limits?: { maxCells?: number; maxFileBytes?: number; maxSharedStrings?: number };
};

/**
 * Declares a table from the schemas of its cells and the texts of its columns. `check` looks across cells and names
 * the cell at fault by its key (`ctx.addIssue({ path: ['postcode'], ... })`), so the row problem points at it.
 */
export function declareTable<S extends Record<string, z.ZodType>>(table: {
  name: string;
  title: Texts;
  cells: S;
  columns: readonly TableColumnText<keyof S & string>[];
  check?: (row: z.output<z.ZodObject<S>>, ctx: z.RefinementCtx) => void;
  keyOf: (row: z.output<z.ZodObject<S>>) => string;
  keyColumns: readonly (keyof S & string)[];
  maxRows: number;
  limits?: TableDeclaration['limits'];
}): TableDeclaration<keyof S & string, z.output<z.ZodObject<S>>> {
  const { check, ...rest } = table;
  const { cells } = table;
  const object = z.object(cells);
  const row = check ? object.superRefine(check) : object;
  const columns = table.columns.map((column) => ({ ...column, required: !cells[column.key]?.safeParse(undefined).success }));
  return { ...rest, columns, row: row as unknown as z.ZodType<z.output<z.ZodObject<S>>, RawRow<keyof S & string>> };
}
