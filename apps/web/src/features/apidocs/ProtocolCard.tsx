import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VERSION, SERVICES, SIGNATURE_MAX_AGE_MS } from '@parcelflow/contract';
import { ENVELOPE_ANSWER, ENVELOPE_REQUEST, HEAD_FIELDS, SIGN_FORMULA, SIGNED_HEADERS, TERMS } from './protocolSamples.ts';

function Code({ children }: { children: string }) {
  return <pre className="pf-api-code">{children}</pre>;
}

/** How to call a command: the envelope, its answer and the signed layer for API clients. */
export function ProtocolCard() {
  const { t } = useTranslation();
  const items = [
    {
      key: 'request',
      label: t('apidocs.protocol.request'),
      children: (
        <>
          <Code>{ENVELOPE_REQUEST}</Code>
          <Typography.Paragraph>{t('apidocs.protocol.requestText', { ...TERMS, services: SERVICES.join(', '), version: DEFAULT_VERSION })}</Typography.Paragraph>
          <Typography.Paragraph>{t('apidocs.protocol.headText', { fields: HEAD_FIELDS })}</Typography.Paragraph>
        </>
      ),
    },
    {
      key: 'answer',
      label: t('apidocs.protocol.answer'),
      children: (
        <>
          <Code>{ENVELOPE_ANSWER}</Code>
          <Typography.Paragraph>{t('apidocs.protocol.answerText', TERMS)}</Typography.Paragraph>
        </>
      ),
    },
    {
      key: 'signed',
      label: t('apidocs.protocol.signed'),
      children: (
        <>
          <Typography.Paragraph>{t('apidocs.protocol.signedText', { ...TERMS, headers: SIGNED_HEADERS })}</Typography.Paragraph>
          <Code>{SIGN_FORMULA}</Code>
          <Typography.Paragraph>{t('apidocs.protocol.signedRules', { minutes: SIGNATURE_MAX_AGE_MS / 60_000 })}</Typography.Paragraph>
        </>
      ),
    },
  ];
  return (
    <Card size="small" title={t('apidocs.protocol.title')}>
      <Descriptions size="small" bordered column={1} items={items} styles={{ label: { width: 120, verticalAlign: 'top' } }} />
    </Card>
  );
}
