import { z } from 'zod';
import { EXCEL_TEXTS, fillText, type Language, type TableDeclaration } from '@parcelflow/contract';
import type { TableTemplateColumn } from '../excel/index.ts';

type JsonNode = { maxLength?: number; minLength?: number; enum?: unknown[]; anyOf?: JsonNode[] };

/** A table's columns as its template and notes sheet show them in one language; limits read from the cell schemas. */
export function templateColumnsOf(table: TableDeclaration<string, unknown>, language: Language): TableTemplateColumn[] {
  return table.columns.map((column) => ({
    header: column.header[language], required: column.required, format: column.format[language], example: column.example, limits: limitsOf(column.key, table, language),
  }));
}

function limitsOf(key: string, table: TableDeclaration<string, unknown>, language: Language): string {
  const { notes } = EXCEL_TEXTS[language];
  const node = z.toJSONSchema(table.cells[key], { unrepresentable: 'any', io: 'input' }) as JsonNode;
  const rule = node.anyOf?.find((branch) => branch.maxLength !== undefined) ?? node;
  if (rule.maxLength === undefined) return '';
  return fillText((rule.minLength ?? 0) > 1 ? notes.length.between : notes.length.atMost, { min: rule.minLength ?? 0, max: rule.maxLength });
}

