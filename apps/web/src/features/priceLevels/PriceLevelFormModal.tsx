import { ConfigProvider, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRICE_LEVEL_LIMITS, priceLevelFields, savePriceLevel, type PriceLevelOptions, type PriceLevelView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByLevelChange } from './api.ts';
import { groupLabel } from './groupLabel.ts';
import { formValuesOf, inputOf } from './formValues.ts';
import { RuleRows } from './RuleRows.tsx';

type Props = { level: PriceLevelView | null; options?: PriceLevelOptions; readOnly: boolean; onClose: () => void };

/** A new level (level null), a change, or a look at one without the edit right: its name, groups and channel rules. */
export function PriceLevelFormModal({ level, options, readOnly, onClose }: Props) {
  const { t } = useTranslation();
  const title = readOnly ? 'viewTitle' : level ? 'editTitle' : 'newTitle';
  return (
    <CommandFormModal
      command={savePriceLevel}
      invalidates={reloadedByLevelChange}
      title={t(`priceLevel.form.${title}`)}
      savedText={t('priceLevel.form.saved')}
      initialValues={formValuesOf(level)}
      inputOf={(values) => inputOf(values, level?.id)}
      okDisabled={readOnly}
      onClose={onClose}
      width={760}
    >
      <ConfigProvider componentDisabled={readOnly}>
        <Typography.Paragraph type="secondary">{t('priceLevel.form.help')}</Typography.Paragraph>
        <Form.Item name="name" label={t('priceLevel.field.name')} extra={t('priceLevel.form.nameHint')} {...zodItem(priceLevelFields.name, t)}>
          <Input maxLength={PRICE_LEVEL_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item name="groupIds" label={t('priceLevel.field.groups')} extra={t('priceLevel.form.groupsHint')}>
          <Select
            mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} maxCount={PRICE_LEVEL_LIMITS.groupsMax}
            options={options?.groups.map((group) => ({ value: group.id, label: groupLabel(t, group.name) }))}
          />
        </Form.Item>
        <Form.Item label={t('priceLevel.field.rules')}>
          <RuleRows channels={options?.channels ?? []} readOnly={readOnly} />
        </Form.Item>
        <Form.Item name="remarks" label={t('priceLevel.field.remarks')} {...zodItem(priceLevelFields.remarks, t)}>
          <Input.TextArea maxLength={PRICE_LEVEL_LIMITS.remarksMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </ConfigProvider>
    </CommandFormModal>
  );
}
