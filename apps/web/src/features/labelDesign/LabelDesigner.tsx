import { App, Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import { EyeOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABEL_LIMITS, type LabelElementType, type PrintTemplateView } from '@parcelflow/contract';
import { openPreview } from '../printTemplates/api.ts';
import { useSaveTemplate } from './api.ts';
import { DesignCanvas } from './DesignCanvas.tsx';
import { DesignToolbar } from './DesignToolbar.tsx';
import { ElementProperties } from './ElementProperties.tsx';
import { newElement } from './elementDefaults.ts';
import { invoiceColumnName } from './fieldLabels.ts';
import { paperOf } from './geometry.ts';
import { PaperSettings } from './PaperSettings.tsx';
import { elementIndexOf, problemsOfElement } from './problems.ts';
import { layoutProblemOf } from './serverProblem.ts';
import { useDesign } from './useDesign.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

/** The designer of one template's layout: toolbar, canvas, paper and the selected element's properties; preview and save. */
export function LabelDesigner({ template }: { template: PrintTemplateView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const design = useDesign(template.layout);
  const save = useSaveTemplate();
  const { layout, selected, problems } = design;
  useUnsavedGuard(design.dirty);
  const element = selected === undefined ? undefined : layout.elements[selected];

  const add = (type: LabelElementType, fileId?: number) => {
    const texts = { text: t('labelDesign.defaults.text'), header: (column: Parameters<typeof invoiceColumnName>[1]) => invoiceColumnName(t, column) };
    design.addElement(newElement(type, paperOf(layout.paper), texts, fileId));
  };
  const tableRefusal = layout.pages === 'perPiece' ? t('labelDesign.toolbar.tablePerPiece')
    : layout.elements.some((one) => one.type === 'invoiceTable') ? t('labelDesign.toolbar.tableOnce') : undefined;

  /** A layout the contract refuses is not sent: the first refused element is selected to show why. */
  const ready = () => {
    if (!problems.length) return true;
    design.select(elementIndexOf(problems[0]!.path));
    void message.error(t('labelDesign.fixFirst', { count: problems.length }));
    return false;
  };
  const onRefused = (error: unknown) => {
    const problem = layoutProblemOf(error);
    if (problem) design.refused(problem);
  };
  const preview = () => {
    if (ready()) openPreview({ layout }).catch(onRefused);
  };
  const onSave = () => {
    if (!ready()) return;
    const { id, name, nameEn, type, printMethod, scenario, interfaceUrl, enabled } = template;
    save.mutate({ id, name, nameEn, type, printMethod, scenario, interfaceUrl, enabled, layout }, {
      onSuccess: () => {
        design.saved();
        void message.success(t('labelDesign.saved'));
      },
      onError: onRefused,
    });
  };
  const overview = problems.filter(({ path }) => elementIndexOf(path) === undefined && path[0] !== 'paper');

  return (
    <Card
      size="small"
      className="label-design"
      title={t('labelDesign.title', { name: template.name })}
      extra={(
        <Space size={8}>
          {design.dirty && <Typography.Text type="warning">{t('labelDesign.unsaved')}</Typography.Text>}
          <Tooltip title={t('labelDesign.actions.undoKeys')}><Button size="small" icon={<UndoOutlined />} disabled={!design.canUndo} onClick={design.undo}>{t('labelDesign.actions.undo')}</Button></Tooltip>
          <Tooltip title={t('labelDesign.actions.redoKeys')}><Button size="small" icon={<RedoOutlined />} disabled={!design.canRedo} onClick={design.redo}>{t('labelDesign.actions.redo')}</Button></Tooltip>
          <Button size="small" icon={<EyeOutlined />} onClick={preview}>{t('labelDesign.actions.preview')}</Button>
          <Button size="small" type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={onSave}>{t('labelDesign.actions.save')}</Button>
        </Space>
      )}
    >
      <DesignToolbar onAdd={add} tableRefusal={tableRefusal} full={layout.elements.length >= LABEL_LIMITS.elements} />
      {overview.length > 0 && <Alert type="error" showIcon message={t('labelDesign.layoutProblem')} />}
      <div className="label-design-body">
        <DesignCanvas
          layout={layout} selected={selected} flagged={design.flagged} onSelect={design.select} onChange={design.changeElement}
          onRemove={design.removeElement} onUndo={design.undo} onRedo={design.redo}
        />
        <aside className="label-design-side">
          <Typography.Title level={5}>{t('labelDesign.paper.title')}</Typography.Title>
          <PaperSettings layout={layout} problems={problems} onChange={design.change} />
          <Typography.Title level={5}>{t('labelDesign.properties')}</Typography.Title>
          {element && selected !== undefined
            ? <ElementProperties key={selected} element={element} problems={problemsOfElement(problems, selected)} onChange={(next) => design.changeElement(selected, next)} onRemove={() => design.removeElement(selected)} />
            : <Typography.Paragraph type="secondary">{t('labelDesign.selectHint')}</Typography.Paragraph>}
        </aside>
      </div>
    </Card>
  );
}
