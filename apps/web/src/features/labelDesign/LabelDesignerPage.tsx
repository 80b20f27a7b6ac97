import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpin } from '../../app/PageSpin.tsx';
import { useTemplate } from './api.ts';
import { LabelDesigner } from './LabelDesigner.tsx';
import './labelDesign.css';

/** labeldesign/Labeldesign?id=<template>: the label designer of one print template, opened from the templates' list. */
export function LabelDesignerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const template = useTemplate(Number.isInteger(id) ? id : 0);
  if (!Number.isInteger(id) || id <= 0 || template.isError) return <Result status="warning" title={t('labelDesign.noTemplate')} />;
  if (!template.data) return <PageSpin height={240} />;
  // A new design per template: opening another template's designer starts from its layout, not this one's history.
  return <LabelDesigner key={template.data.id} template={template.data} />;
}
