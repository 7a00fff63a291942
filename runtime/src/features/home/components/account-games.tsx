// RECENT and FAV tabs of the home game area (login required): the member's recent games and
// favourites; visitors get the login popup instead.
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../../../components/game-tile/game-tile-favourites.ts';
import { useRecentGames } from '../api/get-recent-games.ts';
import { GameRow } from './game-section.tsx';

export function AccountGames({ tab }: { tab: 'RECENT' | 'FAV' }) {
  const { t, i18n } = useTranslation();
  const recent = useRecentGames(i18n.language);
  const favourites = useFavourites();
  const query = tab === 'RECENT' ? recent : favourites;
  const games = tab === 'RECENT' ? (recent.data?.list ?? []) : (favourites.data?.content ?? []);
  if (query.isPending) return null;
  if (games.length === 0)
    return (
      <p className="empty muted" data-testid={`home-${tab}-empty`}>
        {t('games.empty')}
      </p>
    );
  return <GameRow games={games} testId={`home-${tab}`} />;
}
