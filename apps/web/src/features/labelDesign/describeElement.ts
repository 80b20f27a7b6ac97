import type { TFunction } from 'i18next';
import type { LabelElement } from '@parcelflow/contract';
import { labelFieldName } from './fieldLabels.ts';

/** "Barcode: Code 128 · Waybill number": what an element is, for its accessible name and the properties panel's title. */
export function describeElement(t: TFunction, element: LabelElement): string {
  const type = t(`labelDesign.type.${element.type}`);
  const detail = (() => {
    switch (element.type) {
      case 'text': return element.text;
      case 'field': return labelFieldName(t, element.field);
      case 'barcode': {
        const value = element.value.from === 'field' ? labelFieldName(t, element.value.field) : element.value.text;
        return `${t(`labelDesign.symbology.${element.symbology}`)} · ${value}`;
      }
      default: return '';
    }
  })();
  return detail ? t('labelDesign.described', { type, detail }) : type;
}
