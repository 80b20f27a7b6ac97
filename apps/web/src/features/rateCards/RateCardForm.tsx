import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Form, Space, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RateCardView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { showFailureOnForm } from '../../app/forms/zodForm.ts';
import { useSaveRateCard } from './api.ts';
import { BreaksGrid } from './BreaksGrid.tsx';
import { blankCard, formValuesOf, inputOf, type CardValues } from './cardValues.ts';
import { checkCard } from './checkCard.ts';
import { RateCardExcelButtons } from './RateCardExcelButtons.tsx';
import { HeaderFields } from './HeaderFields.tsx';
import { RATE_CARDS_PATH } from './paths.ts';
import { SurchargesSection } from './SurchargesSection.tsx';
import { ZonesSection } from './ZonesSection.tsx';
import './rateCard.css';

/**
 * A whole rate card in one form (card null: a new one): its fields, zones, weight grid and surcharges, saved whole.
 * A cell the server refuses (breaks.3.fromKg: a gap) shows its reason on that cell. Read-only without the edit right.
 */
export function RateCardForm({ card }: { card: RateCardView | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<CardValues>();
  const edit = useFunction('rateCard.edit');
  const save = useSaveRateCard();

  const submit = () => {
    const input = checkCard(form, inputOf(form.getFieldsValue(true) as CardValues, card?.id), t);
    if (!input) return void message.error(t('rateCard.invalid'));
    save.mutate(input, {
      onSuccess: ({ id }) => {
        void message.success(t('rateCard.saved'));
        if (!card) void navigate(`${RATE_CARDS_PATH}/${id}`, { replace: true });
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  const tools = (
    <Space size={8}>
      <Button size="small" icon={<ArrowLeftOutlined />} onClick={() => void navigate(RATE_CARDS_PATH)}>{t('rateCard.back')}</Button>
      {card && <RateCardExcelButtons card={card} />}
      {edit.usable && <Button type="primary" size="small" icon={<SaveOutlined />} loading={save.isPending} onClick={submit}>{t('rateCard.save')}</Button>}
    </Space>
  );
  const section = (title: string, body: ReactNode, extra?: ReactNode) => (
    <Card size="small" type="inner" title={title} extra={extra} className="rate-card-section">{body}</Card>
  );
  return (
    <Card size="small" title={card ? card.name : t('rateCard.tab.new')} extra={tools}>
      {!edit.usable && <Alert type="info" showIcon title={t('rateCard.readOnly')} style={{ marginBottom: 12 }} />}
      <Form form={form} name="rateCard" layout="vertical" disabled={!edit.usable} initialValues={card ? formValuesOf(card) : blankCard()}>
        <HeaderFields />
        {section(t('rateCard.zones.title'), <ZonesSection readOnly={!edit.usable} />)}
        {section(t('rateCard.breaks.title'), <BreaksGrid readOnly={!edit.usable} />, <Typography.Text type="secondary">{t('rateCard.hint.notServed')}</Typography.Text>)}
        {section(t('rateCard.surcharges.title'), <SurchargesSection readOnly={!edit.usable} />)}
      </Form>
    </Card>
  );
}
