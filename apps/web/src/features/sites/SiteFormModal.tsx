import { useMemo } from 'react';
import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES, SITE_ADDRESS_MAX, SITE_BUSINESS_CATEGORIES, SITE_CODE_MAX, SITE_NAME_CN_MAX, SITE_NAME_EN_MAX, SITE_TYPES, saveSite, siteFields,
  type SiteRow,
} from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { FinanceDeptSelect } from '../financeDepts/FinanceDeptSelect.tsx';
import { reloadedBySiteChange, useSiteOptions } from './api.ts';
import { siteLabel } from './siteName.ts';
import { siteChoices } from './siteTree.ts';

type Props = { site: SiteRow | null; onClose: () => void };

const NEW_SITE = { siteType: 'branch', businessCategory: 'operation', baseCurrency: 'RMB' };

/** New site (site null) or a change; a site with sub-sites keeps its code and type (entities-rules.md 5.5). */
export function SiteFormModal({ site, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const options = useSiteOptions();
  const isHeadOffice = Form.useWatch('siteType', form) === 'headOffice';
  const hasSubSites = Boolean(site && site.childCount > 0);
  const choices = useMemo(
    () => siteChoices(options.data ?? [], (option) => siteLabel(option, i18n.language), { excludeId: site?.id, outletsDisabled: true }),
    [options.data, site?.id, i18n.language],
  );
  const keptHelp = hasSubSites ? t('site.form.keptWithSubSites') : undefined;
  return (
    <CommandFormModal
      command={saveSite}
      invalidates={reloadedBySiteChange}
      title={t(site ? 'site.form.editTitle' : 'site.form.newTitle')}
      savedText={t('site.form.saved')}
      form={form}
      initialValues={site ? { ...site, financeDeptId: site.financeDeptId ?? undefined } : NEW_SITE}
      inputOf={(values) => ({ ...values, id: site?.id })}
      onClose={onClose}
      width={720}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="code" label={t('site.field.code')} extra={keptHelp} {...zodItem(siteFields.code, t)}>
            <Input disabled={hasSubSites} maxLength={SITE_CODE_MAX} inputMode="numeric" placeholder={t('site.form.codePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="siteType" label={t('site.field.siteType')} extra={keptHelp} required>
            <Select
              disabled={hasSubSites}
              options={SITE_TYPES.map((type) => ({ value: type, label: t(`site.type.${type}`) }))}
              // The head office tops the tree: choosing it clears the parent (Form.Item calls this after storing the value).
              onChange={(type) => type === 'headOffice' && form.setFieldValue('parentId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameCn" label={t('site.field.nameCn')} {...zodItem(siteFields.nameCn, t)}>
            <Input maxLength={SITE_NAME_CN_MAX} showCount />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameEn" label={t('site.field.nameEn')} {...zodItem(siteFields.nameEn, t)}>
            <Input maxLength={SITE_NAME_EN_MAX} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="parentId" label={t('site.field.parent')} required={!isHeadOffice} extra={isHeadOffice ? t('site.form.headOfficeIsRoot') : undefined}>
            <TreeSelect
              disabled={isHeadOffice}
              loading={options.isPending}
              treeData={choices}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder={t('site.form.parentPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="businessCategory" label={t('site.field.businessCategory')} required>
            <Select options={SITE_BUSINESS_CATEGORIES.map((category) => ({ value: category, label: t(`site.category.${category}`) }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="baseCurrency" label={t('site.field.baseCurrency')} required>
            <Select options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="personInCharge" label={t('site.field.personInCharge')} {...zodItem(siteFields.personInCharge, t)}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="phone" label={t('site.field.phone')} {...zodItem(siteFields.phone, t)}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="financeDeptId" label={t('site.field.financeDept')}>
            <FinanceDeptSelect />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('site.field.address')} {...zodItem(siteFields.address, t)}>
            <Input maxLength={SITE_ADDRESS_MAX} showCount />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
