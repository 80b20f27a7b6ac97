// @vitest-environment jsdom
import '../../../app/testing/setupDom.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Form, Input, type FormInstance } from 'antd';
import type { SkuView } from '@parcelflow/contract';
import type * as Envelope from '../../../app/envelope.ts';
import { i18n } from '../../../app/i18n.ts';
import { saveSession } from '../../../app/session.ts';
import { renderWithProviders } from '../../../app/testing/renderWithProviders.tsx';
import { InvoiceLinesTable } from './InvoiceLinesTable.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const phoneCase: SkuView = {
  id: 3, customerId: 11, customerCode: 'C0001', customerName: '优品贸易', code: 'PC-1', nameCn: '手机壳', nameEn: 'Phone case', customsCode: '3926909090',
  unitPrice: 2.5, currency: 'HKD', unitWeight: 0.1, material: 'Silicone', purpose: '', brand: '', origin: 'CN', unit: 'PCS',
};

/** The rendered form, kept by an effect (not during render) so a test reads what the line was filled with. */
const rendered: { form?: FormInstance } = {};
const values = () => (rendered.form?.getFieldsValue(true) ?? {}) as Record<string, unknown>;
function LinesForm({ customerId }: { customerId?: number }) {
  const [form] = Form.useForm();
  useEffect(() => {
    rendered.form = form;
  }, [form]);
  return (
    <Form form={form} initialValues={{ customerId, invoiceLines: [{ quantity: 1, currency: 'USD' }] }}>
      <Form.Item name="customerId" hidden><Input /></Form.Item>
      <InvoiceLinesTable />
    </Form>
  );
}

describe("an invoice line's SKU", { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'skuComboBox' ? { list: [phoneCase] } : {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it("fills the line from the order customer's SKU picked", async () => {
    renderWithProviders(<LinesForm customerId={11} />);
    const input = screen.getByLabelText('SKU');
    // The field's own id, which scroll-to-error and the column's label reach.
    expect(input.id).toBe('invoiceLines_0_sku');
    fireEvent.change(input, { target: { value: 'pc' } });
    await waitFor(() => expect(callCommand.mock.calls.some(([, name, body]) => name === 'skuComboBox' && (body as { customerId: number }).customerId === 11)).toBe(true));
    fireEvent.click(await screen.findByText('PC-1 手机壳'));
    await waitFor(() => expect((values().invoiceLines as Record<string, unknown>[])[0]).toMatchObject({
      sku: 'PC-1', descriptionCn: '手机壳', descriptionEn: 'Phone case', unitPrice: 2.5, currency: 'HKD', customsCode: '3926909090', unitWeight: 0.1, origin: 'CN', unit: 'PCS',
    }));
  });

  it('asks for the customer first and looks nothing up without one', async () => {
    renderWithProviders(<LinesForm />);
    const input = screen.getByLabelText('SKU');
    expect(input.closest('.ant-select')!.textContent).toContain('Choose the customer first');
    fireEvent.change(input, { target: { value: 'pc' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callCommand.mock.calls.filter(([, name]) => name === 'skuComboBox')).toHaveLength(0);
  });
});
