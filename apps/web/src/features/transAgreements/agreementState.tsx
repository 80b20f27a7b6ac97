import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementState } from '@parcelflow/contract';

const COLORS: Record<AgreementState, string | undefined> = { inForce: 'green', upcoming: 'blue', expired: undefined };

export function AgreementStateTag({ state }: { state: AgreementState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`transAgreement.state.${state}`)}</Tag>;
}
