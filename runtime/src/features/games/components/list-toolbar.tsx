// Filters of a game list (spec §2/§3): NEW/FAV/ALL/HOT/RECENT, vendor, sub-types JP/TG/AC and the
// keyword box; the list page owns the typed text (it searches as the player types).
import { useTranslation } from 'react-i18next';
import { GAME_LIST } from '../../../config/constants.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { useVendorName } from '../../../lib/vendor-name.ts';
import {
  FILTERS,
  SUB_TYPES,
  type ListFilter,
  type ListKind,
  type ListParams,
} from '../lib/list-config.ts';

interface Props {
  kind: ListKind;
  params: ListParams;
  vendors: readonly { vassalage: string }[];
  /** The vendors are on their way: their row keeps its place so the list below stays put. */
  vendorsPending?: boolean;
  text: string;
  onText(text: string): void;
  /** The player is about to search: a chance to fetch what the search needs. */
  onSearchIntent(): void;
  onChange(patch: Partial<Record<'filter' | 'vassalage' | 'subType' | 'q', string | null>>): void;
}

export function ListToolbar({
  kind,
  params,
  vendors,
  vendorsPending = false,
  text,
  onText,
  onSearchIntent,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const vendorName = useVendorName();

  const pickFilter = (f: ListFilter) => {
    if ((f === 'FAV' || f === 'RECENT') && !token) return useModals.getState().show('login');
    onChange({ filter: f === 'ALL' ? null : f });
  };

  return (
    <div className="list-toolbar">
      <input
        type="search"
        className="input list-toolbar__search"
        placeholder={t('games.search')}
        aria-label={t('games.search')}
        value={text}
        maxLength={GAME_LIST.keywordMax}
        onChange={(e) => onText(e.target.value)}
        onFocus={onSearchIntent}
        onPointerEnter={onSearchIntent}
        data-testid="game-search"
      />
      {kind.kind === 'category' && (
        <div className="chips" role="group" aria-label={t('games.filter')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`chip ${params.filter === f ? 'is-active' : ''}`}
              onClick={() => pickFilter(f)}
              data-testid={`filter-${f}`}
            >
              {t(`games.filter.${f}`)}
            </button>
          ))}
        </div>
      )}
      {vendorsPending && (
        <div className="chips" aria-hidden="true" data-testid="vendor-chips-pending">
          {/* A chip's box (a disabled button, so its height is a chip's), with nothing in it. */}
          <button type="button" className="chip chip--placeholder" disabled tabIndex={-1}>
            &nbsp;
          </button>
        </div>
      )}
      {kind.kind === 'category' && vendors.length > 0 && (
        <div className="chips" role="group" aria-label={t('games.vendor')}>
          <button
            type="button"
            className={`chip ${!params.vassalage ? 'is-active' : ''}`}
            onClick={() => onChange({ vassalage: null })}
            data-testid="vendor-all"
          >
            {t('games.allVendors')}
          </button>
          {vendors.map((v) => (
            <button
              key={v.vassalage}
              type="button"
              className={`chip ${params.vassalage === v.vassalage ? 'is-active' : ''}`}
              onClick={() => onChange({ vassalage: v.vassalage })}
              data-testid={`vendor-${v.vassalage}`}
            >
              {vendorName(v.vassalage)}
            </button>
          ))}
        </div>
      )}
      <div className="chips" role="group" aria-label={t('games.subType')}>
        {SUB_TYPES.map((s) => (
          <button
            key={s}
            type="button"
            className={`chip ${params.subType === s ? 'is-active' : ''}`}
            aria-pressed={params.subType === s}
            onClick={() => onChange({ subType: params.subType === s ? null : s })}
            data-testid={`subtype-${s}`}
          >
            {t(`games.subType.${s}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
