import { Button, Col, Divider, Form, Input, Row, Segmented, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userRegister, userRegisterInput, type RegistrationKind, type UserRegisterInput, type UserRegisterOutput } from '@parcelflow/contract';
import { runCommand } from '../../command.ts';
import { sameAsRule, showFailureOnForm, validateForm, zodItem } from '../../forms/zodForm.ts';
import { registerFieldSchema, type RegisterField } from './registerFields.ts';
import { VerificationFields } from './VerificationFields.tsx';

type Props = { defaultKind: RegistrationKind; onDone: (output: UserRegisterOutput) => void };
export type RegisterValues = Partial<Record<RegisterField | 'kind' | 'channel' | 'phone' | 'email', string>>;

const SECTION_STYLE = { margin: '4px 0 12px', fontSize: 13 } as const;

/** Carrier or cargo-owner registration with the rules of entities-rules.md 5.6, checked by the contract's schema. */
export function RegisterForm({ defaultKind, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const kind = (Form.useWatch('kind', form) ?? defaultKind) as RegistrationKind;
  const register = useMutation({
    mutationFn: (input: UserRegisterInput) => runCommand(userRegister, input),
    onSuccess: onDone,
    onError: (error) => showFailureOnForm(form, error, t),
  });
  const submit = (values: RegisterValues) => {
    const input = validateForm(form, userRegisterInput, { ...values, kind }, t);
    if (input) register.mutate(input);
  };
  const item = (name: RegisterField) => ({ name, label: t(`field.${name}`), ...zodItem(registerFieldSchema(kind, name), t) });

  return (
    <Form<RegisterValues> form={form} layout="vertical" className="pf-auth-dense" initialValues={{ kind: defaultKind, channel: 'phone' }} onFinish={submit}>
      <h2>{t('auth.register.title')}</h2>
      <p className="pf-auth-subtitle">{t(`auth.register.intro.${kind}`)}</p>
      <Form.Item name="kind">
        <Segmented
          block
          options={[
            { value: 'cargoOwner', label: t('auth.register.kind.cargoOwner') },
            { value: 'carrier', label: t('auth.register.kind.carrier') },
          ]}
        />
      </Form.Item>
      <Divider titlePlacement="start" plain styles={{ root: SECTION_STYLE }}>
        {t('auth.register.sections.account')}
      </Divider>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item {...item('account')}>
            <Input autoComplete="username" placeholder={t('auth.rules.account')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('contactName')}>
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item {...item('password')}>
            <Input.Password autoComplete="new-password" placeholder={t('auth.rules.password')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="confirmPassword" label={t('field.confirmPassword')} required dependencies={['password']} rules={[sameAsRule('password', t)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain styles={{ root: SECTION_STYLE }}>
        {t('auth.register.sections.verification')}
      </Divider>
      <VerificationFields form={form} />
      <Divider titlePlacement="start" plain styles={{ root: SECTION_STYLE }}>
        {t('auth.register.sections.company')}
      </Divider>
      <Row gutter={16}>
        {kind === 'carrier' && (
          <Col span={12}>
            <Form.Item {...item('companyNo')}>
              <Input placeholder={t('auth.rules.companyNo')} />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item {...item('companyNameCn')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={kind === 'carrier' ? 24 : 12}>
          <Form.Item {...item('companyNameEn')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {t('auth.register.submit')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ margin: '14px 0 0', textAlign: 'center' }}>
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.toLogin')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
