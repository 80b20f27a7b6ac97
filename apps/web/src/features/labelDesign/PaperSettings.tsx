import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_PAPER_MM, LABEL_PAGES, PAPER_SIZES, type LabelLayout, type LabelPaper, type PaperSize } from '@parcelflow/contract';
import { paperOf } from './geometry.ts';
import { describeProblem, type LayoutProblem } from './problems.ts';

type Props = { layout: LabelLayout; problems: readonly LayoutProblem[]; onChange: (layout: LabelLayout) => void };

/**
 * The layout's paper and its pages. A paper made smaller than its elements is allowed: the elements past its edge are
 * flagged (the contract refuses them at save), so the user decides what to move rather than the designer.
 */
export function PaperSettings({ layout, problems, onChange }: Props) {
  const { t } = useTranslation();
  const size = paperOf(layout.paper);
  const help = (field: 'widthMm' | 'heightMm') => {
    const found = problems.find(({ path }) => path[0] === 'paper' && path[1] === field);
    return found ? { validateStatus: 'error' as const, help: describeProblem(t, field, found.problem) } : {};
  };
  const setSize = (next: PaperSize) => {
    const paper: LabelPaper = next === 'custom' ? { size: next, ...size } : { size: next };
    onChange({ ...layout, paper });
  };
  const setSide = (field: 'widthMm' | 'heightMm', value: number | null) => {
    if (value !== null && layout.paper.size === 'custom') onChange({ ...layout, paper: { ...layout.paper, [field]: value } });
  };
  return (
    <Form layout="vertical" size="small" className="label-design-paper-form" component="div">
      <Form.Item label={t('labelDesign.paper.size')}>
        <Select aria-label={t('labelDesign.paper.size')} value={layout.paper.size} onChange={setSize} options={PAPER_SIZES.map((value) => ({ value, label: t(`printTemplate.paper.${value}`) }))} />
      </Form.Item>
      {layout.paper.size === 'custom' && (
        <div className="label-design-pair">
          {(['widthMm', 'heightMm'] as const).map((field) => (
            <Form.Item key={field} label={t(`labelDesign.prop.${field}`)} {...help(field)}>
              <InputNumber value={layout.paper.size === 'custom' ? layout.paper[field] : undefined} min={CUSTOM_PAPER_MM.min} max={CUSTOM_PAPER_MM.max} step={1} onChange={(value) => setSide(field, value)} />
            </Form.Item>
          ))}
        </div>
      )}
      <Form.Item label={t('printTemplate.field.pages')}>
        <Select aria-label={t('printTemplate.field.pages')} value={layout.pages} onChange={(pages) => onChange({ ...layout, pages })} options={LABEL_PAGES.map((value) => ({ value, label: t(`printTemplate.pages.${value}`) }))} />
      </Form.Item>
    </Form>
  );
}
