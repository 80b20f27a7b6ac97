import { useState, type CSSProperties, type UIEvent } from 'react';
import { Select, Spin } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ComboBoxItem, CommandDeclaration, comboBoxOutput } from '@parcelflow/contract';
import { runCommand } from '../app/command.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** screens-protocol.md section 9: autocompletes ask for 10 items at a time, 300 ms after the last keystroke. */
const PAGE_SIZE = 10;
const DEBOUNCE_MS = 300;
/** How close to the bottom of the list (px) scrolling asks for the next page. */
const LOAD_MORE_MARGIN = 30;

type Value = ComboBoxItem['value'];

export type RemoteSelectProps = {
  /** The autocomplete command's declaration: it answers a page of items. */
  command: CommandDeclaration<z.ZodType, typeof comboBoxOutput>;
  /** Further request fields the command takes (a cargo owner's channels name the carrier's companyNo). */
  params?: Record<string, string | number>;
  /** One value, or with mode "multiple" several (at most maxCount). */
  mode?: 'multiple';
  maxCount?: number;
  value?: Value | Value[];
  onChange?: (value: Value | Value[] | undefined) => void;
  /** One value only: the whole item picked (with its `extra`), or undefined when cleared. */
  onPick?: (item: ComboBoxItem | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  /** How an item reads; the server's label unless given (countries come as bare codes). */
  formatLabel?: (item: ComboBoxItem) => string;
  /** The label of a value set from outside (an order being edited) before the user opens the list; a function labels each of several. */
  valueLabel?: string | ((value: Value) => string);
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
};

const valuesOf = (value: Value | Value[] | undefined): Value[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** A searchable select whose options come page by page from an autocomplete command. */
export function RemoteSelect({ command, params, value, onChange, onPick, formatLabel, valueLabel, ...rest }: RemoteSelectProps) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<ComboBoxItem[]>([]);
  const settledKeyword = useDebouncedValue(keyword, DEBOUNCE_MS);

  const query = useInfiniteQuery({
    queryKey: ['comboBox', `${command.service}/${command.command}`, params, settledKeyword],
    queryFn: ({ pageParam }) => runCommand(command, { ...params, pageIndex: pageParam, pageSize: PAGE_SIZE, keyword: settledKeyword }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.pageCount ? pages.length + 1 : undefined),
    enabled: open,
  });

  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const known = [...items];
  // Chosen values stay labelled while the list shows another keyword's page: from the pick, else from valueLabel.
  for (const chosen of valuesOf(value)) {
    if (known.some((item) => item.value === chosen)) continue;
    const label = picked.find((item) => item.value === chosen)?.label ?? (typeof valueLabel === 'function' ? valueLabel(chosen) : valueLabel);
    if (label) known.unshift({ value: chosen, label });
  }
  const options = known.map((item) => ({ value: item.value, label: formatLabel ? formatLabel(item) : item.label }));

  const loadMore = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const nearBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN;
    if (nearBottom && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const choose = (next: Value | Value[] | undefined) => {
    const items = valuesOf(next).flatMap((chosen) => known.filter((candidate) => candidate.value === chosen));
    setPicked(items);
    setKeyword('');
    onChange?.(next);
    if (rest.mode !== 'multiple') onPick?.(items[0]);
  };

  return (
    <Select<Value | Value[]>
      {...rest}
      value={value}
      options={options}
      showSearch={{ onSearch: setKeyword, filterOption: false, searchValue: keyword }}
      onChange={choose}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setKeyword('');
      }}
      onPopupScroll={loadMore}
      notFoundContent={query.isFetching ? <Spin size="small" /> : undefined}
      popupMatchSelectWidth={false}
    />
  );
}
