import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BASE_DATA_LIMITS, baseDataFields, baseDataOptions, EXTENSIBLE_BASE_DATA_KINDS, listBaseData, ORDER_FIELD_MAX, saveBaseData, type BaseDataView, type ExtensibleBaseDataKind } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';

type Props = { row: (BaseDataView & { id: number }) | null; onClose: () => void };

const NAMES = ['nameZhCn', 'nameZhTw', 'nameEn'] as const;

/** A new value of the company's (row null) or a change: its kind, code (in the form its kind stores) and three names. */
export function BaseDataFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const kind = (Form.useWatch('kind', form) as ExtensibleBaseDataKind | undefined) ?? 'goodsType';
  return (
    <CommandFormModal
      command={saveBaseData}
      invalidates={[listBaseData, baseDataOptions]}
      form={form}
      title={t(row ? 'baseData.form.editTitle' : 'baseData.form.newTitle')}
      savedText={t('baseData.form.saved')}
      initialValues={row ? { kind: row.kind, code: row.code, nameZhCn: row.nameZhCn, nameZhTw: row.nameZhTw, nameEn: row.nameEn } : { kind: 'goodsType' }}
      inputOf={(values) => ({ ...values, id: row?.id })}
      onClose={onClose}
      width={640}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="kind" label={t('baseData.field.kind')} {...zodItem(baseDataFields.kind, t)}>
            <Select aria-label={t('baseData.field.kind')} options={EXTENSIBLE_BASE_DATA_KINDS.map((value) => ({ value, label: t(`baseData.kind.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="code" label={t('baseData.field.code')} extra={t(`baseData.form.codeHint.${kind}`)} {...zodItem(baseDataFields.code, t)}>
            <Input maxLength={ORDER_FIELD_MAX.purposeMaterial} />
          </Form.Item>
        </Col>
        {NAMES.map((name) => (
          <Col span={name === 'nameEn' ? 24 : 12} key={name}>
            <Form.Item name={name} label={t(`baseData.field.${name}`)} {...zodItem(baseDataFields[name], t)}>
              <Input maxLength={BASE_DATA_LIMITS.nameMax} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </CommandFormModal>
  );
}
