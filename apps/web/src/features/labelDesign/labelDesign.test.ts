// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BUILT_IN_THERMAL_LABELS, labelElement, labelLayout, PAPER_SIZES, paperSizeMm, type LabelElement, type LabelPaper } from '@parcelflow/contract';
import { ADDABLE_TYPES, newElement } from './elementDefaults.ts';
import { fitScale, mmToPx, moveElement, ptToMm, pxToMm, resizeElement, snapMm } from './geometry.ts';
import { CommandFailure } from '../../app/envelope.ts';
import { elementIndexOf, layoutProblems, problemsOfElement } from './problems.ts';
import { layoutProblemOf } from './serverProblem.ts';

const LABEL = { widthMm: 100, heightMm: 150 };
const texts = { text: 'Text', header: (column: string) => column };
const text = (at: Partial<LabelElement> = {}) => ({ ...newElement('text', LABEL, texts), ...at }) as Extract<LabelElement, { type: 'text' }>;

describe('mm and px', () => {
  it('converts both ways at the canvas scale', () => {
    expect(mmToPx(100, 4)).toBe(400);
    expect(pxToMm(400, 4)).toBe(100);
    expect(pxToMm(mmToPx(37.5, 5.3), 5.3)).toBeCloseTo(37.5, 9);
    expect(ptToMm(72)).toBeCloseTo(25.4, 9);
  });

  it('fits the whole paper into the room, up to a largest scale', () => {
    expect(fitScale({ width: 600, height: 600 }, LABEL)).toBe(4);
    expect(fitScale({ width: 2000, height: 2000 }, LABEL)).toBe(6);
    const a4 = paperSizeMm({ size: 'A4' });
    expect(mmToPx(a4.heightMm, fitScale({ width: 800, height: 700 }, a4))).toBeLessThanOrEqual(700);
  });
});

describe('snapping and clamping', () => {
  it('snaps to the nearest half mm without float residue', () => {
    expect(snapMm(10.24)).toBe(10);
    expect(snapMm(10.26)).toBe(10.5);
    expect(snapMm(0.1 + 0.2)).toBe(0.5);
    expect(snapMm(-0.2)).toBe(-0);
  });

  it('moves an element snapped and keeps it on the paper', () => {
    const element = text({ xMm: 10, yMm: 10, widthMm: 40, heightMm: 6 });
    expect(moveElement(element, 3.3, 4.8, LABEL)).toMatchObject({ xMm: 13.5, yMm: 15 });
    expect(moveElement(element, -50, -50, LABEL)).toMatchObject({ xMm: 0, yMm: 0 });
    expect(moveElement(element, 500, 500, LABEL)).toMatchObject({ xMm: 60, yMm: 144 });
  });

  it('moves a line by both ends, held on the paper by its span', () => {
    const line = newElement('line', LABEL, texts);
    expect(moveElement(line, 200, 1, LABEL)).toMatchObject({ xMm: 50, x2Mm: 100, yMm: 6, y2Mm: 6 });
  });

  it('resizes from the far corner, at least one step and no further than the paper', () => {
    const element = text({ xMm: 60, yMm: 140, widthMm: 20, heightMm: 6 });
    expect(resizeElement(element, 100, 100, LABEL)).toMatchObject({ widthMm: 40, heightMm: 10 });
    expect(resizeElement(element, -100, -100, LABEL)).toMatchObject({ widthMm: 0.5, heightMm: 0.5 });
    expect(resizeElement(newElement('line', LABEL, texts), 100, 2.2, LABEL)).toMatchObject({ x2Mm: 100, y2Mm: 7 });
  });
});

describe('new elements', () => {
  const papers: LabelPaper[] = [...PAPER_SIZES.filter((size) => size !== 'custom').map((size) => ({ size }) as LabelPaper), { size: 'custom', widthMm: 20, heightMm: 20 }];
  for (const paper of papers) {
    it(`are valid for the contract on ${paper.size} ${paper.size === 'custom' ? '20x20' : ''}`, () => {
      for (const type of ADDABLE_TYPES) {
        const element = newElement(type, paperSizeMm(paper), texts, 7);
        expect(labelElement.parse(element)).toEqual(element);
        // A table's default columns are wider than 20 mm paper: the designer says so on the columns, nothing else.
        const problems = layoutProblems({ paper, pages: 'perOrder', elements: [element] });
        expect(problems.map(({ path }) => path.join('.'))).toEqual(type === 'invoiceTable' && paper.size === 'custom' ? ['elements.0.columns'] : []);
      }
    });
  }
});

describe('problems', () => {
  it('name the element and the field the contract refuses, as the server would', () => {
    const layout = labelLayout.parse(BUILT_IN_THERMAL_LABELS.receive);
    const broken = { ...layout, elements: [...layout.elements, text({ xMm: 80, widthMm: 40, text: '' })] };
    const problems = layoutProblems(broken);
    const index = broken.elements.length - 1;
    expect(problems.map(({ path }) => elementIndexOf(path))).toEqual([index]);
    expect([...problemsOfElement(problems, index).keys()]).toEqual(['text']);
    const offPaper = { ...layout, elements: [...layout.elements, text({ xMm: 80, widthMm: 40 })] };
    expect(problemsOfElement(layoutProblems(offPaper), index).get('widthMm')).toMatchObject({ reason: 'tooBig', max: 20 });
  });
});

describe('server refusals', () => {
  it('name the layout field a 400 of save or preview points at', () => {
    const refusal = new CommandFailure(400, { field: 'layout.elements.3.fileId', reason: 'invalidFormat' }, 'refused');
    expect(layoutProblemOf(refusal)).toEqual({ path: ['elements', 3, 'fileId'], problem: { reason: 'invalidFormat', min: undefined, max: undefined } });
    expect(layoutProblemOf(new CommandFailure(400, { field: 'name', reason: 'duplicate' }, 'refused'))).toBeUndefined();
    expect(layoutProblemOf(new CommandFailure(10021, {}, 'refused'))).toBeUndefined();
  });
});
