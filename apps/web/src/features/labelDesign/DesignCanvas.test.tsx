// @vitest-environment jsdom
import '../../app/testing/setupDom.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { LabelElement, LabelLayout } from '@parcelflow/contract';
import { DesignCanvas } from './DesignCanvas.tsx';

const text: LabelElement = { type: 'text', xMm: 10, yMm: 10, widthMm: 40, heightMm: 6, rotation: 0, fontSizePt: 10, bold: false, align: 'left', text: 'Fragile' };
const layout: LabelLayout = { paper: { size: '100x150' }, pages: 'perOrder', elements: [text] };

/** jsdom has no pointer capture and no PointerEvent: a mouse event of the pointer's type carries the coordinates. */
beforeAll(() => {
  Element.prototype.setPointerCapture = () => undefined;
});
const pointer = (element: Element, type: 'pointerdown' | 'pointermove' | 'pointerup', clientX: number, clientY: number) =>
  fireEvent(element, new MouseEvent(type, { bubbles: true, clientX, clientY, button: 0 }));

function renderCanvas(selected?: number) {
  const handlers = { onSelect: vi.fn(), onChange: vi.fn(), onRemove: vi.fn(), onUndo: vi.fn(), onRedo: vi.fn() };
  render(<DesignCanvas layout={layout} selected={selected} flagged={new Set()} {...handlers} />);
  // No room measured in jsdom: the smallest scale, 0.5 px a mm.
  return { ...handlers, element: screen.getAllByRole('button')[0]!, room: screen.getByRole('application') };
}

describe('DesignCanvas', () => {
  it('draws the paper and the element at their mm sizes', () => {
    const { element } = renderCanvas();
    expect(element.style.left).toBe('5px');
    expect(element.style.width).toBe('20px');
    expect(document.querySelector<HTMLElement>('.label-design-paper')!.style.height).toBe('75px');
  });

  it('moves an element by a drag, snapped to 0.5 mm, as one change on release', () => {
    const { element, onChange, onSelect } = renderCanvas();
    pointer(element, 'pointerdown', 100, 100);
    expect(onSelect).toHaveBeenCalledWith(0);
    pointer(element, 'pointermove', 103.3, 104.9);
    pointer(element, 'pointermove', 103.3, 104.9);
    expect(onChange).not.toHaveBeenCalled();
    pointer(element, 'pointerup', 103.3, 104.9);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ xMm: 16.5, yMm: 20 }));
  });

  it('keeps a dragged element on the paper', () => {
    const { element, onChange } = renderCanvas();
    pointer(element, 'pointerdown', 100, 100);
    pointer(element, 'pointermove', 400, -50);
    pointer(element, 'pointerup', 400, -50);
    expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ xMm: 60, yMm: 0 }));
  });

  it('resizes by the corner handle of the selected element', () => {
    const { onChange } = renderCanvas(0);
    const handle = document.querySelector('.label-design-handle')!;
    pointer(handle, 'pointerdown', 0, 0);
    pointer(handle, 'pointermove', 5, 2);
    pointer(handle, 'pointerup', 5, 2);
    expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ xMm: 10, widthMm: 50, heightMm: 10 }));
  });

  it('nudges with the arrows (Shift for ten steps), removes with Delete, undoes with Ctrl+Z', () => {
    const { room, onChange, onRemove, onUndo } = renderCanvas(0);
    fireEvent.keyDown(room, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(0, expect.objectContaining({ xMm: 10.5, yMm: 10 }));
    fireEvent.keyDown(room, { key: 'ArrowUp', shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith(0, expect.objectContaining({ xMm: 10, yMm: 5 }));
    fireEvent.keyDown(room, { key: 'Delete' });
    expect(onRemove).toHaveBeenCalledWith(0);
    fireEvent.keyDown(room, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalled();
  });
});
