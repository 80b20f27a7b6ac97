// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import type { BaseDataValue } from '@parcelflow/contract';
import type * as Envelope from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { saveSession } from '../../../app/session.ts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders.tsx';
import { GoodsFields } from './GoodsFields.tsx';
import { InvoiceLinesTable } from './InvoiceLinesTable.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const value = (kind: BaseDataValue['kind'], code: string, nameEn: string, builtIn = false): BaseDataValue => ({ kind, code, nameZhCn: code, nameZhTw: code, nameEn, builtIn });
const options = [value('goodsType', 'general', 'General cargo', true), value('goodsType', 'fragile', 'Fragile goods'), value('unit', 'PCS', 'Pieces', true), value('unit', 'CTN', 'Cartons')];

/** The rendered form, kept by an effect (not during render) so a test reads what was entered. */
const rendered: { form?: FormInstance } = {};
function OrderParts({ carrierCompanyNo }: { carrierCompanyNo?: string }) {
  const [form] = Form.useForm();
  useEffect(() => {
    rendered.form = form;
  }, [form]);
  return (
    <Form form={form} initialValues={{ carrierCompanyNo, invoiceLines: [{ quantity: 1, currency: 'USD' }] }}>
      <Form.Item name="carrierCompanyNo" hidden><Input /></Form.Item>
      <GoodsFields />
      <InvoiceLinesTable />
    </Form>
  );
}
const optionCalls = () => callCommand.mock.calls.filter(([, name]) => name === 'baseDataOptions').map(([, , body]) => body as unknown);

describe("the order form's base data", { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'baseDataOptions' ? { list: options } : {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'OWNER' } });
    await i18n.changeLanguage('en-US');
  });

  it("offers the carrier's goods types, built-in and its own, named in the interface language", async () => {
    renderWithProviders(<OrderParts carrierCompanyNo="HYEXP" />);
    await waitFor(() => expect(optionCalls()).toContainEqual({ carrierCompanyNo: 'HYEXP' }));
    fireEvent.mouseDown(screen.getByText('Goods type').closest('.ant-form-item')!.querySelector('.ant-select')!);
    expect(await screen.findByText('Fragile goods')).toBeTruthy();
    expect(screen.getByText('General cargo')).toBeTruthy();
  });

  it('offers the units by code and name, and keeps a unit typed freely', async () => {
    renderWithProviders(<OrderParts />);
    await waitFor(() => expect(optionCalls()).toContainEqual({}));
    const unit = screen.getByLabelText('Unit');
    fireEvent.change(unit, { target: { value: 'ct' } });
    fireEvent.click(await screen.findByText('CTN Cartons'));
    await waitFor(() => expect(rendered.form?.getFieldValue(['invoiceLines', 0, 'unit'])).toBe('CTN'));
    fireEvent.change(unit, { target: { value: 'BAG' } });
    await waitFor(() => expect(rendered.form?.getFieldValue(['invoiceLines', 0, 'unit'])).toBe('BAG'));
  });
});
