import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type CommandDeclaration, type CommandInput, type CommandOutput } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';

/** A list command: its answer is `pageOf(row)`, each row an object (a table's row). */
export type ListDeclaration = CommandDeclaration & { readonly output: { _zod: { output: { list: object[]; total: number } } } };
export type RowOf<D extends ListDeclaration> = CommandOutput<D>['list'][number];
/** Where the table stands: the page, its size and the remote sort (a column key, ascending or descending). */
export type TablePosition = { currentPage: number; pageSize: number; orderField?: string; orderType?: 'asc' | 'desc' };
type PagingKey = 'pageSize' | 'currentPage' | 'orderField' | 'orderType';
/** What the filters of a list command may say: its input without the paging and sort. */
export type FiltersOf<D extends ListDeclaration> = Omit<CommandInput<D>, PagingKey>;

/** The rows a PagedTable shows and where it stands; usePagedList makes one, a page with its own query state may too. */
export type PagedList<R> = {
  data: { list: R[]; total?: number } | undefined;
  loading: boolean;
  position: TablePosition;
  setPosition: (position: TablePosition) => void;
};

const FIRST_PAGE: TablePosition = { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The query state of a list command (filters, page, page size, remote sort) and its answers; the previous page stays
 * shown while the next loads. A search goes back to the first page.
 */
export function usePagedList<D extends ListDeclaration>(declaration: D, initialFilters = {} as FiltersOf<D>, options: { enabled?: boolean } = {}) {
  const [filters, setFilters] = useState<FiltersOf<D>>(initialFilters);
  const [position, setPosition] = useState<TablePosition>(FIRST_PAGE);
  const input = useMemo(() => ({ ...filters, ...position }) as CommandInput<D>, [filters, position]);
  const query = useCommandQuery(declaration, input, { keepPrevious: true, enabled: options.enabled });
  const search = useCallback((next: FiltersOf<D>) => {
    setFilters(next);
    setPosition((current) => ({ ...current, currentPage: 1 }));
  }, []);
  const list: PagedList<RowOf<D>> = { data: query.data as PagedList<RowOf<D>>['data'], loading: query.isFetching, position, setPosition };
  return { ...list, filters, search, input, query };
}
