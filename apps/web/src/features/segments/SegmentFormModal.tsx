import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEGMENT_TYPES, saveSegment, type SegmentView } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedBySegmentChange, useSegmentChannels } from './api.ts';

type Props = { segment: SegmentView | null; onClose: () => void };

const FIELDS = ['startNumber', 'endNumber', 'warningCount'] as const;
const NEW_SEGMENT = { type: 'waybill', enabled: true, warningCount: 100, prefix: '', suffix: '' };

/** New segment (segment null) or change one; the server keeps numbers already given inside the range. */
export function SegmentFormModal({ segment, onClose }: Props) {
  const { t } = useTranslation();
  const channels = useSegmentChannels();
  const used = Boolean(segment && segment.usedCount > 0);
  return (
    <CommandFormModal
      command={saveSegment}
      invalidates={reloadedBySegmentChange}
      title={t(segment ? 'segment.form.editTitle' : 'segment.form.newTitle')}
      savedText={t('segment.form.saved')}
      initialValues={segment ?? NEW_SEGMENT}
      inputOf={(values) => ({ ...values, id: segment?.id })}
      onClose={onClose}
      width={560}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="channelId" label={t('segment.field.channel')} required>
            <Select
              disabled={used}
              loading={channels.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={channels.data?.map((c) => ({ value: c.id, label: c.code }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t('segment.field.type')} required>
            <Select disabled={used} options={SEGMENT_TYPES.map((type) => ({ value: type, label: t(`segment.type.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="prefix" label={t('segment.field.prefix')}>
            <Input disabled={used} maxLength={10} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="suffix" label={t('segment.field.suffix')}>
            <Input disabled={used} maxLength={10} />
          </Form.Item>
        </Col>
        {FIELDS.map((field) => (
          <Col span={8} key={field}>
            <Form.Item name={field} label={t(`segment.field.${field}`)} required>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item name="enabled" label={t('segment.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
