import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { customerComboBox, listWindowDays, ORDER_NUMBER_FIELDS, splitPastedNumbers, transSortComBox } from '@parcelflow/contract';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { RemoteSelect } from '../../../components/RemoteSelect.tsx';
import { useQueryLimits } from '../../queryLimits/api.ts';
import { defaultFilters, type OrderFilters as Filters } from './listQuery.ts';

type Props = {
  initial: Filters;
  onSearch: (filters: Filters) => void;
  /** Why the server refused the dates, shown under the picker. */
  dateProblem?: string;
};

/** The server takes at most the company's days (31 by default), both ends counted: the picker offers no end further away. */
const beyondSpan = (days: number) => (day: Dayjs, { from }: { from?: Dayjs }) => Boolean(from && Math.abs(day.diff(from, 'day')) > days - 1);

/** Pasted numbers are counted, not characters: blank lines and separators do not count (the company's limit; 20227 past it). */
const numberCount = (max: number) => ({ show: true, max, strategy: (text: string) => splitPastedNumbers(text).length });

/** Four filters a row on a wide screen; the date range and the pasted numbers get the room they need. */
const WIDE = { xs: 24, md: 12, xl: 8 };
const NARROW = { xs: 24, md: 12, xl: 5 };

/** The filter bar of an order list: created dates, customer, channel, destination, and numbers pasted one a line. */
export function OrderFilters({ initial, onSearch, dateProblem }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const limits = useQueryLimits();
  const pasting = Boolean(Form.useWatch('numbers', form)?.trim());
  const reset = () => {
    const filters = defaultFilters(listWindowDays(limits));
    form.setFieldsValue({ ...filters, customerId: undefined, channelId: undefined, country: undefined });
    onSearch(filters);
  };

  return (
    <Form form={form} initialValues={initial} onFinish={onSearch} labelCol={{ flex: '96px' }} labelWrap className="order-filters">
      <Row gutter={16}>
        <Col {...WIDE}>
          <Form.Item
            name="dateRange"
            label={t('orderList.filters.createdAt')}
            tooltip={pasting ? t('orderList.filters.datesIgnored') : undefined}
            validateStatus={dateProblem ? 'error' : undefined}
            help={dateProblem}
          >
            <DatePicker.RangePicker allowClear disabled={pasting} disabledDate={beyondSpan(limits.dateRangeDays)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="customerId" label={t('order.field.customerId')}>
            <RemoteSelect command={customerComboBox} allowClear placeholder={t('orderList.filters.any')} />
          </Form.Item>
        </Col>
        <Col {...NARROW}>
          <Form.Item name="channelId" label={t('order.field.channelId')}>
            <RemoteSelect command={transSortComBox} allowClear placeholder={t('orderList.filters.any')} />
          </Form.Item>
        </Col>
        <Col {...NARROW}>
          <Form.Item name="country" label={t('order.field.country')}>
            <CountrySelect placeholder={t('orderList.filters.any')} />
          </Form.Item>
        </Col>
        <Col {...WIDE}>
          <Form.Item name="numberField" label={t('orderList.filters.numberField')}>
            <Select options={ORDER_NUMBER_FIELDS.map((field) => ({ value: field, label: t(`order.field.${field}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={11}>
          <Form.Item name="numbers" label={t('orderList.filters.numbers')}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              count={numberCount(limits.pastedNumbersMax)}
              allowClear
              placeholder={t('orderList.filters.numbersPlaceholder', { max: limits.pastedNumbersMax })}
            />
          </Form.Item>
        </Col>
        <Col {...NARROW}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('orderList.filters.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('orderList.filters.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
