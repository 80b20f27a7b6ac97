import type { ReactNode } from 'react';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space, type GetProps } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLabelWidth } from './useLabelWidth.ts';

type Option = { value: string | number | boolean; label: string };
/** required: the search waits for a value (a date range then cannot be cleared). */
type Base = { name: string; label: string; placeholder?: string; required?: boolean };

/** One filter of a FilterBar. */
export type FilterField = Base & (
  | { kind: 'text'; maxLength?: number }
  | { kind: 'select'; options: Option[]; loading?: boolean; search?: boolean }
  /** The values of a contract enum, each labelled by `${labels}.${value}`. */
  | { kind: 'enum'; values: readonly string[]; labels: string }
  /** Yes or no (booleans on the wire); the labels default to the shared "yes" and "no". */
  | { kind: 'boolean'; yes?: string; no?: string }
  /** Two dates, sent as `${name}From` and `${name}To` (YYYY-MM-DD). */
  | { kind: 'dateRange'; disabledDate?: GetProps<typeof DatePicker.RangePicker>['disabledDate'] }
  /** Any input taking value and onChange (a tree select, a remote select). */
  | { kind: 'custom'; input: ReactNode }
);

export type FilterValues = Record<string, unknown>;

type Props = {
  fields: readonly (FilterField | false | undefined)[];
  onSearch: (values: FilterValues) => void;
  /** Names the form, so its inputs' ids are unique on the page. */
  name: string;
  initialValues?: FilterValues;
  /** The label column's least width; it widens to the longest label, which never wraps. The inputs line up under each other. */
  labelWidth?: number;
};

const COLUMN = { xs: 24, md: 12, xl: 6 };
/** Two dates need the room of two filters, or they are cut short. */
const WIDE_COLUMN = { xs: 24, md: 24, xl: 12 };
/** How many of a line's four places a field takes on a wide screen. */
const placesOf = (field: FilterField) => (field.kind === 'dateRange' ? 2 : 1);
const DATE_FORMAT = 'YYYY-MM-DD';

/** Texts are trimmed (blank ones left out) and a date range splits into its two ends. */
function searchedValues(fields: readonly FilterField[], values: FilterValues): FilterValues {
  const searched: FilterValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'text') searched[field.name] = typeof value === 'string' ? value.trim() || undefined : undefined;
    if (field.kind === 'dateRange') {
      const range = value as [Dayjs, Dayjs] | null | undefined;
      delete searched[field.name];
      searched[`${field.name}From`] = range?.[0].format(DATE_FORMAT);
      searched[`${field.name}To`] = range?.[1].format(DATE_FORMAT);
    }
  }
  return Object.fromEntries(Object.entries(searched).filter(([, value]) => value !== undefined && value !== null));
}

/** A list's filter bar from its fields: four to a line on a wide screen, labels on one line and aligned, search and reset at the end. */
export function FilterBar({ fields, onSearch, name, initialValues, labelWidth = 96 }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const shown = fields.filter((field): field is FilterField => Boolean(field));
  const [labelsRef, labelColumnWidth] = useLabelWidth<HTMLDivElement>(labelWidth, shown.map((field) => field.label));
  const any = t('filter.any');
  const reset = () => {
    form.resetFields();
    onSearch(searchedValues(shown, form.getFieldsValue()));
  };
  const inputOf = (field: FilterField) => {
    const placeholder = field.placeholder ?? any;
    switch (field.kind) {
      case 'text':
        return <Input allowClear maxLength={field.maxLength ?? 60} placeholder={field.placeholder} />;
      case 'select':
        return <Select allowClear placeholder={placeholder} options={field.options} loading={field.loading} showSearch={field.search ? { optionFilterProp: 'label' } : undefined} />;
      case 'enum':
        return <Select allowClear placeholder={placeholder} options={field.values.map((value) => ({ value, label: t(`${field.labels}.${value}`) }))} />;
      case 'boolean':
        return <Select allowClear placeholder={placeholder} options={[{ value: true, label: field.yes ?? t('filter.yes') }, { value: false, label: field.no ?? t('filter.no') }]} />;
      case 'dateRange':
        return <DatePicker.RangePicker allowClear={!field.required} disabledDate={field.disabledDate} style={{ width: '100%' }} />;
      case 'custom':
        return field.input;
    }
  };
  const places = shown.reduce((sum, field) => sum + placesOf(field), 0);
  const rest = (4 - (places % 4)) % 4;
  return (
    <Form form={form} name={name} initialValues={initialValues} onFinish={(values) => onSearch(searchedValues(shown, values))} labelCol={{ flex: `${labelColumnWidth}px` }}>
      <Row ref={labelsRef} gutter={16}>
        {shown.map((field) => (
          <Col key={field.name} {...(placesOf(field) === 2 ? WIDE_COLUMN : COLUMN)}>
            <Form.Item name={field.name} label={field.label} rules={field.required ? [{ required: true, message: t('reason.required') }] : undefined}>
              {inputOf(field)}
            </Form.Item>
          </Col>
        ))}
        {/* The buttons end the last line on a wide screen, or take a line of their own when it is full. */}
        <Col xs={24} md={places % 2 ? 12 : 24} xl={rest ? 6 * rest : 24} style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('filter.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
