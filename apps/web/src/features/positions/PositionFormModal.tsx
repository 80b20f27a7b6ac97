import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { listPositions, POSITION_KINDS, positionNameField, savePosition, type PositionSummary } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { positionLabel } from './positionLabel.ts';

type Props = { position: PositionSummary | null; onSaved: (id: number) => void; onClose: () => void };

/** New position (position null) or rename and re-kind an existing one. */
export function PositionFormModal({ position, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const shownName = position ? positionLabel(t, position) : '';
  // A default position left with its translated name keeps its role key, so it reads right in every language.
  const nameOf = (name: unknown) => (position?.roleKey && typeof name === 'string' && name.trim() === shownName ? position.roleKey : name);
  return (
    <CommandFormModal
      command={savePosition}
      invalidates={[listPositions]}
      title={t(position ? 'position.form.editTitle' : 'position.form.newTitle')}
      savedText={t('position.form.saved')}
      initialValues={{ name: shownName, kind: position?.kind ?? 'ordinary' }}
      inputOf={(values) => ({ ...values, name: nameOf(values.name), id: position?.id })}
      onSaved={(answer) => onSaved(answer.id)}
      onClose={onClose}
      width={440}
      submitOnEnter
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
    </CommandFormModal>
  );
}
