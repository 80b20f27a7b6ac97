import { Form, InputNumber, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABEL_LIMITS, TEXT_ALIGNS, type FieldProblem, type TextAlign } from '@parcelflow/contract';
import { fieldHelp } from './fieldHelp.ts';

type Style = { fontSizePt: number; bold: boolean; align: TextAlign };
type Props = { style: Style; problems: ReadonlyMap<string, FieldProblem>; onPatch: (patch: Partial<Style>) => void };

/** A text's or a field's font size in pt (as the PDF sets it), weight and alignment in its box. */
export function TextStyleFields({ style, problems, onPatch }: Props) {
  const { t } = useTranslation();
  const help = fieldHelp(t, problems);
  return (
    <>
      <div className="label-design-pair">
        <Form.Item label={t('labelDesign.prop.fontSizePt')} {...help('fontSizePt')}>
          <InputNumber id="labelDesign-fontSizePt" value={style.fontSizePt} min={LABEL_LIMITS.fontMinPt} max={LABEL_LIMITS.fontMaxPt} step={0.5} onChange={(value) => value !== null && onPatch({ fontSizePt: value })} />
        </Form.Item>
        <Form.Item label={t('labelDesign.prop.bold')}>
          <Switch checked={style.bold} onChange={(bold) => onPatch({ bold })} />
        </Form.Item>
      </div>
      <Form.Item label={t('labelDesign.prop.align')}>
        <Segmented block value={style.align} onChange={(align) => onPatch({ align })} options={TEXT_ALIGNS.map((value) => ({ value, label: t(`labelDesign.align.${value}`) }))} />
      </Form.Item>
    </>
  );
}
