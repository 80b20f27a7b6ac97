import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelElement, LabelLayout } from '@parcelflow/contract';
import { describeElement } from './describeElement.ts';
import { ElementView } from './ElementView.tsx';
import { boundsOf, fitScale, mmToPx, moveElement, NUDGE_MM, paperOf, pxToMm, resizeElement, SHIFT_NUDGE_MM } from './geometry.ts';
import { useRoomSize } from './useRoomSize.ts';

type Props = {
  layout: LabelLayout;
  selected: number | undefined;
  /** Elements the contract or the server refuses: outlined in red. */
  flagged: ReadonlySet<number>;
  onSelect: (index: number | undefined) => void;
  onChange: (index: number, element: LabelElement) => void;
  onRemove: (index: number) => void;
  onUndo: () => void;
  onRedo: () => void;
};

type Drag = { index: number; mode: 'move' | 'resize'; startX: number; startY: number; original: LabelElement };

/** Room kept around the paper, so its shadow and the handles at its edge stay visible. */
const ROOM_MARGIN_PX = 24;
/** A line is grabbed within this many px of it: a hairline would be impossible to click. */
const LINE_HIT_PX = 4;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The paper at a scale that fits the room, its elements drawn at their mm positions. Pointer events move an element
 * (drag it) or resize it (its corner handle, a line's far end); the change is committed once, on release, so one drag
 * is one undo step. With the canvas focused, arrows nudge the selected element, Delete removes it.
 */
export function DesignCanvas({ layout, selected, flagged, onSelect, onChange, onRemove, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  const roomRef = useRef<HTMLDivElement>(null);
  const room = useRoomSize(roomRef);
  const paper = paperOf(layout.paper);
  const pxPerMm = fitScale({ width: room.width - 2 * ROOM_MARGIN_PX, height: room.height - 2 * ROOM_MARGIN_PX }, paper);
  const drag = useRef<Drag | null>(null);
  const [dragged, setDragged] = useState<{ index: number; element: LabelElement } | null>(null);

  const startDrag = (event: PointerEvent, index: number, mode: Drag['mode']) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    roomRef.current?.focus();
    onSelect(index);
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    drag.current = { index, mode, startX: event.clientX, startY: event.clientY, original: layout.elements[index]! };
  };
  const moveDrag = (event: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const dx = pxToMm(event.clientX - current.startX, pxPerMm);
    const dy = pxToMm(event.clientY - current.startY, pxPerMm);
    const element = current.mode === 'move' ? moveElement(current.original, dx, dy, paper) : resizeElement(current.original, dx, dy, paper);
    setDragged({ index: current.index, element });
  };
  const endDrag = () => {
    const current = drag.current;
    drag.current = null;
    // A click without movement changes nothing and leaves no undo step.
    if (current && dragged?.index === current.index) onChange(current.index, dragged.element);
    setDragged(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const element = selected === undefined ? undefined : layout.elements[selected];
    const arrow = ARROWS[event.key];
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') (event.shiftKey ? onRedo : onUndo)();
    else if (mod && event.key.toLowerCase() === 'y') onRedo();
    else if (event.key === 'Escape') onSelect(undefined);
    else if (!element || selected === undefined) return;
    else if (arrow) {
      const step = event.shiftKey ? SHIFT_NUDGE_MM : NUDGE_MM;
      onChange(selected, moveElement(element, arrow[0] * step, arrow[1] * step, paper));
    } else if (event.key === 'Delete' || event.key === 'Backspace') onRemove(selected);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={roomRef} className="label-design-room" tabIndex={0} role="application" aria-label={t('labelDesign.canvas.label')} onKeyDown={onKeyDown} onPointerDown={() => onSelect(undefined)}>
      <div className="label-design-paper" style={{ width: mmToPx(paper.widthMm, pxPerMm), height: mmToPx(paper.heightMm, pxPerMm) }}>
        {layout.elements.map((original, index) => {
          const element = dragged?.index === index ? dragged.element : original;
          const box = boundsOf(element);
          const name = describeElement(t, element);
          const pad = element.type === 'line' ? LINE_HIT_PX : 0;
          const classes = ['label-design-element', index === selected && 'is-selected', flagged.has(index) && 'is-flagged'].filter(Boolean).join(' ');
          const handle = element.type === 'line'
            ? { left: mmToPx(element.x2Mm - box.xMm, pxPerMm) + pad, top: mmToPx(element.y2Mm - box.yMm, pxPerMm) + pad }
            : { left: mmToPx(box.widthMm, pxPerMm), top: mmToPx(box.heightMm, pxPerMm) };
          return (
            <div
              key={index}
              className={classes}
              role="button"
              aria-pressed={index === selected}
              aria-label={name}
              // A field shows its name, often longer than its values: the whole name on hover.
              title={name}
              style={{
                left: mmToPx(box.xMm, pxPerMm) - pad, top: mmToPx(box.yMm, pxPerMm) - pad,
                width: mmToPx(box.widthMm, pxPerMm) + 2 * pad, height: mmToPx(box.heightMm, pxPerMm) + 2 * pad,
              }}
              onPointerDown={(event) => startDrag(event, index, 'move')}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
            >
              <div className="label-design-content" style={{ inset: pad }}><ElementView element={element} pxPerMm={pxPerMm} /></div>
              {index === selected && (
                <span className="label-design-handle" style={handle} aria-hidden onPointerDown={(event) => startDrag(event, index, 'resize')} onPointerMove={moveDrag} onPointerUp={endDrag} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
