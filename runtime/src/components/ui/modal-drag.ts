// Draggable modals (spec §9): the header moves the dialog; it never leaves the header off screen.
import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  x: number;
  y: number;
}

/** Keeps a box (at `rect` before the move) inside the viewport after moving it by `offset`. */
export function clampOffset(
  offset: Offset,
  rect: { left: number; top: number; width: number; height: number },
  start: Offset,
  viewport: { width: number; height: number },
  keep = 48,
): Offset {
  // Where the box would be with the new offset, measured from where it was at `start`.
  const left = rect.left + offset.x - start.x;
  const top = rect.top + offset.y - start.y;
  const minLeft = keep - rect.width;
  const maxLeft = viewport.width - keep;
  const maxTop = viewport.height - keep;
  return {
    x: offset.x + (Math.min(Math.max(left, minLeft), maxLeft) - left),
    y: offset.y + (Math.min(Math.max(top, 0), maxTop) - top),
  };
}

/** Pointer handlers for a drag handle, and the offset to apply to the dialog. */
export function useModalDrag() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{
    pointer: Offset;
    start: Offset;
    rect: DOMRect;
  } | null>(null);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      // Buttons in the header (close) keep their click.
      if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
      const dialog = e.currentTarget.parentElement;
      if (!dialog) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = {
        pointer: { x: e.clientX, y: e.clientY },
        start: offset,
        rect: dialog.getBoundingClientRect(),
      };
    },
    [offset],
  );
  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = {
      x: d.start.x + e.clientX - d.pointer.x,
      y: d.start.y + e.clientY - d.pointer.y,
    };
    setOffset(
      clampOffset(next, d.rect, d.start, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);

  return {
    offset,
    handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
