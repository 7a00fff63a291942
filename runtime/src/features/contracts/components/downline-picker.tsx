import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineOption, FindDownlines } from '../lib/downlines.ts';

/** How long typing may pause before the search goes to the server. */
const SETTLE_MS = 250;

/**
 * The direct downline an offer goes to: a combobox that asks the server for the accounts that
 * contain what was typed, a page of them at a time, so an agent with hundreds of direct
 * downlines types a few letters instead of scrolling a list of all of them.
 */
export function DownlinePicker({
  id,
  value,
  onChange,
  findDownlines,
  invalid,
}: {
  id: string;
  value: DownlineOption | null;
  onChange: (d: DownlineOption | null) => void;
  findDownlines: FindDownlines;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(value?.account ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = findDownlines(search);
  const choose = (d: DownlineOption) => {
    onChange(d);
    setText(d.account);
    setOpen(false);
  };
  // While what was typed has not reached the server yet, the list is the last search's: it shows
  // nothing then, so Enter cannot choose an account the new text no longer matches.
  const settled = search === text.trim() && !found.pending;
  const options = settled ? found.list : [];
  return (
    <div className="combobox">
      <input
        id={id}
        name="memberId"
        className="input"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        placeholder={t('contracts.chooseDownline')}
        value={text}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value && e.target.value !== value.account) onChange(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => Math.min(Math.max(a + step, 0), Math.max(options.length - 1, 0)));
          } else if (e.key === 'Enter' && open && options[active]) {
            e.preventDefault();
            choose(options[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        data-testid="downline-picker"
      />
      {open && (
        <ul className="combobox__list" role="listbox" id={listId}>
          {options.map((d, i) => (
            <li
              key={d.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'combobox__option is-active' : 'combobox__option'}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(d);
              }}
            >
              {d.account}
            </li>
          ))}
          {settled && options.length === 0 && (
            <li className="combobox__note muted" role="presentation">
              {t('agent.noRecords')}
            </li>
          )}
          {settled && found.more && (
            <li className="combobox__note muted" role="presentation">
              {t('contracts.pickerNarrow')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
