import type { TableDeclaration } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';

/** Whose rows an import writes and who is named in the audit log: the user the task runs for. */
export type TableOwner = { companyId: number; userId: number };

/**
 * What a module owning a reference table gives to plug it into import and export (docs/reference-data.md): its
 * declaration, which of a file's keys the company holds already, a bulk write of valid rows in the import's
 * transaction (audited once by this module, not per row), and the rows an export's filters select.
 */
export type TableWriter<Row = unknown> = {
  declaration: TableDeclaration<string, Row>;
  /** Of these natural keys (declaration.keyOf), the ones the company's table holds. */
  existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>>;
  /** Inserts the rows (already checked) for the company, in the import's one transaction. */
  write(tx: Db, owner: TableOwner, rows: readonly Row[]): Promise<void>;
  /** The export's rows after the list's filters, a batch at a time in the list's order, and how many there are. */
  exportRows(db: Db, companyId: number, filter: unknown): { count: () => Promise<number>; batches: () => AsyncIterable<Record<string, unknown>[]> };
};

/** What an export needs of a table: a platform table that is never imported (airports) gives only this. */
export type TableExportSource = Pick<TableWriter, 'declaration' | 'exportRows'>;
