// Hot games carousel (spec §9): 6 per view, 13 px apart, autoplay 1200 ms at speed 1100 ms,
// arrows when there are more than 7 games.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTileProps } from '../../../components/game-tile/game-tile-host.tsx';
import { GameTile } from '../../../components/game-tile/game-tile.tsx';
import { HOT_CAROUSEL } from '../../../config/constants.ts';
import { paths } from '../../../config/routes.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { Carousel } from './carousel.tsx';
import { HotPlaceholder } from './placeholders.tsx';

export function HotCarousel() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useHotGames(i18n.language);
  const tileProps = useTileProps();
  const games = data?.list ?? [];
  if (isPending) return <HotPlaceholder />;
  if (games.length === 0) return null;
  return (
    <section className="home-section" data-testid="hot-games">
      <div className="section__head">
        <h2>{t('category.HOT')}</h2>
        <Link to={paths.hot} className="link" data-testid="hot-more">
          {t('common.more')} ›
        </Link>
      </div>
      <Carousel
        testId="hot-carousel"
        slidesPerView={HOT_CAROUSEL.slidesPerView}
        mobilePerView={3}
        spaceBetween={HOT_CAROUSEL.spaceBetween}
        autoplay={{ delayMs: HOT_CAROUSEL.autoplayMs, speedMs: HOT_CAROUSEL.speedMs }}
        arrows={games.length > HOT_CAROUSEL.arrowsAbove}
        slides={games.map((g) => ({
          key: g.gameCode,
          node: <GameTile {...tileProps(g)} />,
        }))}
      />
    </section>
  );
}
