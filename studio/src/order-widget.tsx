// A list whose order the site shows (home sections, a category's vendors): the chosen items in
// order, each moved up or down by a button (so the keyboard moves it as well as the mouse, and
// the focus stays on the item moved), removed, or added from those not chosen yet.
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { msg } from './messages.ts';

export function OrderWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly, options } = props;
  const items = Array.isArray(value) ? (value as string[]) : [];
  const all = (options.enumOptions ?? []).map((o) => String(o.value));
  const left = all.filter((x) => !items.includes(x));
  const [adding, setAdding] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const off = disabled || readonly;

  const move = (from: number, to: number, button: 'up' | 'down') => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    // The focus follows the item, on the same button while it can still move that way.
    requestAnimationFrame(() => {
      const row = list.current?.children[to];
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${button}"]:not(:disabled)`);
      (same ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    });
  };

  return (
    <div className="order-field" id={id}>
      <ol ref={list} aria-label={msg.orderOf(label)}>
        {items.map((item, i) => (
          <li key={item} data-item={item}>
            <span className="order-field__name">{item}</span>
            <button
              type="button"
              data-move="up"
              disabled={off || i === 0}
              aria-label={msg.moveUp(item)}
              onClick={() => move(i, i - 1, 'up')}
            >
              ↑
            </button>
            <button
              type="button"
              data-move="down"
              disabled={off || i === items.length - 1}
              aria-label={msg.moveDown(item)}
              onClick={() => move(i, i + 1, 'down')}
            >
              ↓
            </button>
            <button
              type="button"
              disabled={off}
              aria-label={msg.removeItem(item)}
              onClick={() => onChange(items.filter((x) => x !== item))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {left.length > 0 && (
        <div className="order-field__add">
          <label>
            <span className="visually-hidden">{msg.addTo(label)}</span>
            <select value={adding} disabled={off} onChange={(e) => setAdding(e.target.value)}>
              <option value="">{msg.choose}</option>
              {left.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={off || !adding}
            onClick={() => {
              onChange([...items, adding]);
              setAdding('');
            }}
          >
            {msg.add}
          </button>
        </div>
      )}
    </div>
  );
}
