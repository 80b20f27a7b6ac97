import { useMemo } from 'react';
import { App, Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES, SITE_ADDRESS_MAX, SITE_BUSINESS_CATEGORIES, SITE_CODE_MAX, SITE_NAME_CN_MAX, SITE_NAME_EN_MAX, SITE_TYPES, saveSiteInput, siteFields,
  type SiteRow,
} from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useSaveSite, useSiteOptions } from './api.ts';
import { siteLabel } from './siteName.ts';
import { siteChoices } from './siteTree.ts';

type Props = { site: SiteRow | null; onClose: () => void };

const NEW_SITE = { siteType: 'branch', businessCategory: 'operation', baseCurrency: 'RMB' };

/** New site (site null) or a change; a site with sub-sites keeps its code and type (entities-rules.md 5.5). */
export function SiteFormModal({ site, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveSite();
  const options = useSiteOptions();
  const isHeadOffice = Form.useWatch('siteType', form) === 'headOffice';
  const hasSubSites = Boolean(site && site.childCount > 0);
  const choices = useMemo(
    () => siteChoices(options.data ?? [], (option) => siteLabel(option, i18n.language), { excludeId: site?.id, outletsDisabled: true }),
    [options.data, site?.id, i18n.language],
  );
  const keptHelp = hasSubSites ? t('site.form.keptWithSubSites') : undefined;

  const submit = () => {
    const input = validateForm(form, saveSiteInput, { ...form.getFieldsValue(), id: site?.id }, t);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        void message.success(t('site.form.saved'));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open
      title={t(site ? 'site.form.editTitle' : 'site.form.newTitle')}
      okText={t('site.form.save')}
      cancelText={t('site.form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={site ?? NEW_SITE}
        onValuesChange={(changed: { siteType?: string }) => changed.siteType === 'headOffice' && form.setFieldValue('parentId', undefined)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="code" label={t('site.field.code')} extra={keptHelp} {...zodItem(siteFields.code, t)}>
              <Input disabled={hasSubSites} maxLength={SITE_CODE_MAX} inputMode="numeric" placeholder={t('site.form.codePlaceholder')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="siteType" label={t('site.field.siteType')} extra={keptHelp} required>
              <Select disabled={hasSubSites} options={SITE_TYPES.map((type) => ({ value: type, label: t(`site.type.${type}`) }))} />
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
          <Col span={12}>
            <Form.Item name="personInCharge" label={t('site.field.personInCharge')} {...zodItem(siteFields.personInCharge, t)}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={t('site.field.phone')} {...zodItem(siteFields.phone, t)}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={t('site.field.address')} {...zodItem(siteFields.address, t)}>
              <Input maxLength={SITE_ADDRESS_MAX} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
