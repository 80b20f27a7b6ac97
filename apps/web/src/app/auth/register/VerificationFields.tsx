import { Col, Form, Input, Row, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailField, phoneField, sendRegisterCode, verificationCodeField } from '@parcelflow/contract';
import { runCommand } from '../../command.ts';
import { zodRules } from '../../forms/zodForm.ts';
import { SendCodeButton } from '../SendCodeButton.tsx';
import type { RegisterValues } from './RegisterForm.tsx';

type Props = { form: FormInstance<RegisterValues> };
const TARGET_FIELDS = { phone: phoneField, email: emailField } as const;

/** Mobile number or email, and the 6-digit code sent there (uc/sendRegisterCode). */
export function VerificationFields({ form }: Props) {
  const { t } = useTranslation();
  const channel = (Form.useWatch('channel', form) ?? 'phone') as 'phone' | 'email';
  const sendCode = async () => {
    const values = await form.validateFields([channel]);
    const answer = await runCommand(sendRegisterCode, { channel, target: values[channel] ?? '' });
    return answer.resendAfterSeconds;
  };
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item label={t('field.target')} htmlFor={channel} required>
          <Space.Compact block>
            <Form.Item name="channel" noStyle>
              <Select
                style={{ width: 92 }}
                options={[
                  { value: 'phone', label: t('auth.register.channel.phone') },
                  { value: 'email', label: t('auth.register.channel.email') },
                ]}
              />
            </Form.Item>
            <Form.Item key={channel} name={channel} noStyle rules={zodRules(TARGET_FIELDS[channel], t)}>
              <Input autoComplete={channel === 'phone' ? 'tel' : 'email'} placeholder={t(`field.${channel}`)} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label={t('field.code')} htmlFor="code" required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={zodRules(verificationCodeField, t)}>
              <Input maxLength={6} inputMode="numeric" placeholder={t('auth.code.placeholder')} />
            </Form.Item>
            <SendCodeButton onSend={sendCode} />
          </Space.Compact>
        </Form.Item>
      </Col>
    </Row>
  );
}
