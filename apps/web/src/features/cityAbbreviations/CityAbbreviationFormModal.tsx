import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CITY_ABBREVIATION_LIMITS, cityAbbreviationFields, listCityAbbreviations, saveCityAbbreviation, type CityAbbreviationView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';

type Props = { row: CityAbbreviationView | null; onClose: () => void };

const L = CITY_ABBREVIATION_LIMITS;

/** A new city abbreviation (row null) or a change: the country, the city's names and the code printed on labels. */
export function CityAbbreviationFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={saveCityAbbreviation}
      invalidates={[listCityAbbreviations]}
      title={t(row ? 'cityAbbreviation.form.editTitle' : 'cityAbbreviation.form.newTitle')}
      savedText={t('cityAbbreviation.form.saved')}
      initialValues={row ?? {}}
      inputOf={(values) => ({ ...values, id: row?.id })}
      onClose={onClose}
      width={560}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="countryCode" label={t('cityAbbreviation.field.countryCode')} {...zodItem(cityAbbreviationFields.countryCode, t)}>
            <CountrySelect aria-label={t('cityAbbreviation.field.countryCode')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="code" label={t('cityAbbreviation.field.code')} extra={t('cityAbbreviation.form.codeHint')} {...zodItem(cityAbbreviationFields.code, t)}>
            <Input maxLength={L.codeMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cityName" label={t('cityAbbreviation.field.cityName')} {...zodItem(cityAbbreviationFields.cityName, t)}>
            <Input maxLength={L.cityMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cityNameEn" label={t('cityAbbreviation.field.cityNameEn')}>
            <Input maxLength={L.cityMax} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remarks" label={t('cityAbbreviation.field.remarks')}>
            <Input maxLength={L.remarksMax} showCount />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
