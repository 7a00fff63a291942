// A game centre of vendor cards (/sports /esports /lott /elott /cockfight): each card launches
// by the rules of spec §2 (lottery vendors go to their screen, the others list their games).
import { useTranslation } from 'react-i18next';
import type { DisplayCategory } from '#schemas/constants.ts';
import { useLaunchGame } from '../../../components/game-tile/game-tile-launch.ts';
import { imageUrl } from '../../../components/game-tile/game-tile-lib.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { useVendorName } from '../../../lib/vendor-name.ts';
import { useGameMenus } from '../api/get-game-menus.ts';

export function VendorCentre({ category }: { category: DisplayCategory }) {
  const { t, i18n } = useTranslation();
  const menus = useGameMenus(i18n.language);
  const play = useLaunchGame();
  const hosts = getTenant().cdn.images;
  const vendorName = useVendorName();
  if (menus.isPending) return <Spinner />;
  const vendors = menus.data?.categories.find((c) => c.gameCategory === category)?.vendors ?? [];
  if (vendors.length === 0)
    return (
      <p className="empty muted" data-testid="game-empty">
        {t('games.empty')}
      </p>
    );
  return (
    <div className="vendor-cards">
      {vendors.map((v) => {
        const card = v.cards[0];
        return (
          <button
            key={v.vassalage}
            type="button"
            className="vendor-card"
            data-testid="vendor-card"
            data-vassalage={v.vassalage}
            onClick={() => card && play(card)}
            disabled={!card}
          >
            <img
              src={imageUrl(v.iconUrl, hosts)}
              alt=""
              loading="lazy"
              className="vendor-card__icon"
            />
            <span className="vendor-card__title">{vendorName(v.vassalage)}</span>
            <span className="vendor-card__count muted">
              {t('games.count', { count: v.gameCount })}
            </span>
            <span className="btn btn--primary btn--sm">{t('games.enter')}</span>
          </button>
        );
      })}
    </div>
  );
}
