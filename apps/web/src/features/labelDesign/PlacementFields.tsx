import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_PAPER_MM, LABEL_LIMITS, type FieldProblem, type LabelElement } from '@parcelflow/contract';
import { fieldHelp } from './fieldHelp.ts';

type Props = { element: LabelElement; problems: ReadonlyMap<string, FieldProblem>; onPatch: (patch: Record<string, number>) => void };

/**
 * Where the element sits, in mm as typed (to 0.01 mm; only drags and keys snap to the grid): a box's corner and size,
 * a line's two ends and thickness. An emptied input changes nothing.
 */
export function PlacementFields({ element, problems, onPatch }: Props) {
  const { t } = useTranslation();
  const help = fieldHelp(t, problems);
  const fields = element.type === 'line' ? (['xMm', 'yMm', 'x2Mm', 'y2Mm', 'thicknessMm'] as const) : (['xMm', 'yMm', 'widthMm', 'heightMm'] as const);
  const values = element as unknown as Record<string, number>;
  return (
    <div className="label-design-pair">
      {fields.map((field) => (
        <Form.Item key={field} label={t(`labelDesign.prop.${field}`)} {...help(field)}>
          <InputNumber
            id={`labelDesign-${field}`}
            value={values[field]}
            min={field === 'thicknessMm' ? LABEL_LIMITS.lineMinMm : 0}
            max={field === 'thicknessMm' ? LABEL_LIMITS.lineMaxMm : CUSTOM_PAPER_MM.max}
            step={0.1}
            // Rounded to 0.01 mm, so stepping by 0.1 never stores 0.30000000000000004.
            onChange={(value) => value !== null && onPatch({ [field]: Math.round(value * 100) / 100 })}
          />
        </Form.Item>
      ))}
    </div>
  );
}
