import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceTableElement, LabelElement, TextAlign } from '@parcelflow/contract';
import { BarcodePicture } from './BarcodePicture.tsx';
import { labelFieldName } from './fieldLabels.ts';
import { boundsOf, mmToPx, ptToMm } from './geometry.ts';
import { LabelImage } from './LabelImage.tsx';
import { RotatedFrame } from './RotatedFrame.tsx';

type Props = { element: LabelElement; pxPerMm: number };
type TextStyle = { fontSizePt: number; bold: boolean; align: TextAlign };

/** Noto Sans CJK's line height (ascent plus descent, about 1.45 em), which the engine's embedded Noto Sans Hans sets text with. */
const LINE_HEIGHT = 1.45;

const textStyle = (style: TextStyle, pxPerMm: number): CSSProperties => ({
  fontSize: mmToPx(ptToMm(style.fontSizePt), pxPerMm), fontWeight: style.bold ? 700 : 400, textAlign: style.align, lineHeight: LINE_HEIGHT,
});

function InvoiceTableView({ table, pxPerMm }: { table: InvoiceTableElement; pxPerMm: number }) {
  const { t } = useTranslation();
  const rowPx = mmToPx(table.rowHeightMm, pxPerMm);
  return (
    <div className="label-design-table" style={textStyle({ fontSizePt: table.fontSizePt, bold: true, align: 'left' }, pxPerMm)}>
      <div className="label-design-table-row" style={{ height: rowPx }}>
        {table.columns.map((column, index) => (
          <span key={index} style={{ width: mmToPx(column.widthMm, pxPerMm), textAlign: column.align }}>{column.header}</span>
        ))}
      </div>
      <div className="label-design-table-lines">{t('labelDesign.canvas.invoiceLines')}</div>
    </div>
  );
}

/** What an element looks like on paper, drawn in its box at the canvas's scale (the frame around it is DesignCanvas's). */
export function ElementView({ element, pxPerMm }: Props) {
  const { t } = useTranslation();
  const box = boundsOf(element);
  const widthPx = mmToPx(box.widthMm, pxPerMm);
  const heightPx = mmToPx(box.heightMm, pxPerMm);
  switch (element.type) {
    case 'text':
    case 'field': {
      const content = element.type === 'text'
        ? element.text
        : <>{element.prefix}<span className="label-design-field">{labelFieldName(t, element.field)}</span>{element.suffix}</>;
      return <RotatedFrame widthPx={widthPx} heightPx={heightPx} rotation={element.rotation}><div className="label-design-text" style={textStyle(element, pxPerMm)}>{content}</div></RotatedFrame>;
    }
    case 'barcode':
      return <RotatedFrame widthPx={widthPx} heightPx={heightPx} rotation={element.rotation}><BarcodePicture symbology={element.symbology} /></RotatedFrame>;
    case 'image':
      return <RotatedFrame widthPx={widthPx} heightPx={heightPx} rotation={element.rotation}><LabelImage fileId={element.fileId} /></RotatedFrame>;
    case 'box': {
      const border = Math.max(1, mmToPx(element.thicknessMm, pxPerMm));
      return <div className="label-design-box" style={element.filled ? { background: '#000' } : { border: `${border}px solid #000` }} />;
    }
    case 'line': {
      const stroke = Math.max(1, mmToPx(element.thicknessMm, pxPerMm));
      const from = [mmToPx(element.xMm - box.xMm, pxPerMm), mmToPx(element.yMm - box.yMm, pxPerMm)];
      const to = [mmToPx(element.x2Mm - box.xMm, pxPerMm), mmToPx(element.y2Mm - box.yMm, pxPerMm)];
      return (
        <svg className="label-design-line" width={widthPx + stroke} height={heightPx + stroke} style={{ left: -stroke / 2, top: -stroke / 2 }} aria-hidden>
          <line x1={from[0]! + stroke / 2} y1={from[1]! + stroke / 2} x2={to[0]! + stroke / 2} y2={to[1]! + stroke / 2} stroke="#000" strokeWidth={stroke} />
        </svg>
      );
    }
    case 'invoiceTable':
      return <InvoiceTableView table={element} pxPerMm={pxPerMm} />;
  }
}
