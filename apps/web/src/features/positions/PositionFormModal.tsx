import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSITION_KINDS, positionNameField, savePositionInput, type PositionKind, type PositionSummary } from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useSavePosition } from './api.ts';
import { positionLabel } from './positionLabel.ts';

type Values = { name?: string; kind?: PositionKind };
type Props = { position: PositionSummary | null; open: boolean; onClose: (savedId?: number) => void };

/** New position (position null) or rename and re-kind an existing one. */
export function PositionFormModal({ position, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePosition();
  const shownName = position ? positionLabel(t, position) : '';

  const submit = async () => {
    const values = form.getFieldsValue();
    // A default position left with its translated name keeps its role key, so it reads right in every language.
    const name = position?.roleKey && values.name?.trim() === shownName ? position.roleKey : values.name;
    const input = validateForm(form, savePositionInput, { ...values, name, id: position?.id }, t);
    if (!input) return;
    save.mutate(input, {
      onSuccess: (answer) => onClose(answer.id),
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open={open}
      title={t(position ? 'position.form.editTitle' : 'position.form.newTitle')}
      okText={t('position.form.save')}
      cancelText={t('position.form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={() => onClose()}
      destroyOnHidden
      width={440}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: shownName, kind: position?.kind ?? 'ordinary' }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item name="name" label={t('position.form.name')} {...zodItem(positionNameField, t)}>
          <Input autoFocus maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="kind" label={t('position.form.kind')} required>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={POSITION_KINDS.map((kind) => ({ value: kind, label: t(`position.kind.${kind}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
