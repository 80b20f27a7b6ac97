// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import type { SubjectView } from '@parcelflow/contract';
import type * as Envelope from '../../app/envelope.ts';
import { i18n } from '../../app/i18n.ts';
import { saveSession } from '../../app/session.ts';
import { renderWithProviders } from '../../app/testing/renderWithProviders.tsx';
import { SenderSubjectPicker } from './SenderSubjectPicker.tsx';

const callCommand = vi.hoisted(() => vi.fn());
vi.mock('../../app/envelope.ts', async (original) => ({ ...(await original<typeof Envelope>()), callCommand }));

const subject = (over: Partial<SubjectView>): SubjectView => ({
  id: 1, customerId: 7, customerCode: 'C7', customerName: 'C', name: 'Muster GmbH', countryCode: 'DE', address: '', vatNo: 'DE136695976',
  eoriNo: 'DE1234567890', iossNo: 'IM2760000001', otherTaxType: null, otherTaxNo: '', isDefault: true, ...over,
});
const SUBJECTS = [subject({}), subject({ id: 2, name: 'Star River Ltd', vatNo: 'GB980780684', eoriNo: '', iossNo: '', isDefault: false, otherTaxType: 'gst', otherTaxNo: '123' })];

const formRef = createRef<FormInstance>();
const form = { getFieldValue: (name: string | string[]) => formRef.current!.getFieldValue(name) as unknown };
function Harness({ sender }: { sender: Record<string, string> }) {
  return (
    <Form ref={formRef} initialValues={{ customerId: 7, sender }}>
      <Form.Item name="customerId" hidden><input /></Form.Item>
      <Form.Item name={['sender', 'vatNo']} hidden><input /></Form.Item>
      <SenderSubjectPicker />
    </Form>
  );
}

describe("the order form's sender subject", { timeout: 120_000 }, () => {
  beforeEach(async () => {
    callCommand.mockReset();
    callCommand.mockImplementation(async (_service: string, command: string) => (command === 'customerSubjects' ? SUBJECTS : {}));
    saveSession({ token: 't', userInfo: { userNo: 'U1', userSourceType: 2, companyNo: 'HYEXP' } });
    await i18n.changeLanguage('en-US');
  });

  it("fills an empty sender from the customer's default, and another subject when chosen", async () => {
    renderWithProviders(<Harness sender={{ name: 'Li' }} />);
    await waitFor(() => expect(form.getFieldValue(['sender', 'vatNo'])).toBe('DE136695976'));
    expect(form.getFieldValue('sender')).toMatchObject({ name: 'Li', eorNo: 'DE1234567890', iossNo: 'IM2760000001' });
    expect(callCommand.mock.calls.find(([, name]) => name === 'customerSubjects')?.[2]).toEqual({ customerId: 7 });
    await userEvent.click(screen.getByRole('combobox', { name: "Sender's subject" }));
    await userEvent.click(await screen.findByText('Star River Ltd'));
    expect(form.getFieldValue('sender')).toMatchObject({ name: 'Li', vatNo: 'GB980780684', eorNo: undefined, iossNo: undefined, taxType: 'GST', taxNo: '123' });
  });

  it('leaves the tax numbers of a sender that has some, as an order opened for editing', async () => {
    renderWithProviders(<Harness sender={{ name: 'Li', vatNo: 'FR40303265045' }} />);
    await waitFor(() => expect(callCommand.mock.calls.some(([, name]) => name === 'customerSubjects')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.getFieldValue(['sender', 'vatNo'])).toBe('FR40303265045');
  });
});
