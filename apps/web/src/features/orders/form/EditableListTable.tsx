import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { zodItem } from '../../../app/forms/zodForm.ts';

/** A column's input, given its label and the row's index in the list (an input that fills its row's other cells). */
export type EditableColumn = { key: string; label: string; schema: z.ZodType; width?: number; input: (label: string, row: number) => ReactNode };

type Props = {
  name: string;
  columns: EditableColumn[];
  /** The row a click on "add" appends, given how many rows there are. */
  newRow: (count: number) => Record<string, unknown>;
  addLabel: string;
  removeLabel: string;
  /** Keeps at least this many rows (an order has at least one box). */
  minRows?: number;
  emptyText?: string;
  summary?: ReactNode;
};

/** A Form.List shown as a table: each cell a form field checked by its schema, with add and remove. */
export function EditableListTable({ name, columns, newRow, addLabel, removeLabel, minRows = 0, emptyText, summary }: Props) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            className="order-form-grid"
            scroll={{ x: 'max-content' }}
            locale={emptyText ? { emptyText } : undefined}
            columns={[
              ...columns.map((column) => ({
                key: column.key,
                width: column.width,
                title: <span className={zodItem(column.schema, t).required ? 'order-form-required' : undefined}>{column.label}</span>,
                render: (_: unknown, field: { name: number }) => (
                  <Form.Item name={[field.name, column.key]} {...zodItem(column.schema, t)} required={false} className="order-form-cell">
                    {column.input(column.label, field.name)}
                  </Form.Item>
                ),
              })),
              {
                key: 'remove',
                width: 56,
                fixed: 'right' as const,
                render: (_: unknown, field: { name: number }) => (
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={removeLabel} disabled={fields.length <= minRows} onClick={() => remove(field.name)} />
                ),
              },
            ]}
          />
          <div className="order-form-table-footer">
            <Button icon={<PlusOutlined />} onClick={() => add(newRow(fields.length))}>{addLabel}</Button>
            {summary}
          </div>
        </>
      )}
    </Form.List>
  );
}
