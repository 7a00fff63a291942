// What the home shows before its data arrives: blocks of the size of what replaces them, so
// nothing below moves when the lists come in (longwan's .home-top used to jump by most of a
// screen, CLS 0.754). The prerendered page (app/layout/app-shell.tsx) is built from these too.
import { useTranslation } from 'react-i18next';
import { BANNER_CAROUSEL, HOME_ROW_PER_VIEW, HOT_CAROUSEL } from '../../../config/constants.ts';
import '../../../components/game-tile/game-tile.css';
import { StaticRow } from './carousel.tsx';

/** A game tile's frame (square art, name and vendor lines) with nothing in it. */
function TilePlaceholder() {
  return (
    <div className="game-tile game-tile--placeholder" aria-hidden="true">
      <div className="game-tile__media" />
      <div className="game-tile__body">
        <span className="game-tile__name">&nbsp;</span>
        <span className="game-tile__vendor">&nbsp;</span>
      </div>
    </div>
  );
}

const slides = (count: number, node: () => React.ReactNode) =>
  Array.from({ length: count }, (_, i) => ({ key: i, node: node() }));

/** A home section's row: as many tiles as a row shows at its widest. */
export function RowPlaceholder() {
  return (
    <div className="game-row game-row--placeholder" aria-hidden="true">
      <div className="game-row__track">
        {Array.from({ length: HOME_ROW_PER_VIEW }, (_, i) => (
          <div key={i} className="game-row__cell">
            <TilePlaceholder />
          </div>
        ))}
      </div>
    </div>
  );
}

export function MarqueePlaceholder() {
  return (
    <section className="marquee marquee--placeholder" aria-hidden="true">
      <span className="marquee__icon-slot" />
      <div className="marquee__viewport">&nbsp;</div>
    </section>
  );
}

export function BannersPlaceholder() {
  return (
    <section className="home-banners" aria-hidden="true">
      <StaticRow
        testId="banner-placeholder"
        slidesPerView={BANNER_CAROUSEL.slidesPerView}
        mobilePerView={1}
        spaceBetween={BANNER_CAROUSEL.spaceBetween}
        arrows={false}
        slides={slides(BANNER_CAROUSEL.slidesPerView, () => (
          <div className="home-banner home-banner--placeholder" />
        ))}
      />
    </section>
  );
}

/** The hot games block: its heading and a row of tiles. */
export function HotPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-hidden="true">
      <div className="section__head">
        <h2>{t('category.HOT')}</h2>
      </div>
      <StaticRow
        testId="hot-placeholder"
        slidesPerView={HOT_CAROUSEL.slidesPerView}
        mobilePerView={3}
        spaceBetween={HOT_CAROUSEL.spaceBetween}
        arrows={false}
        slides={slides(HOT_CAROUSEL.slidesPerView, () => (
          <TilePlaceholder />
        ))}
      />
    </section>
  );
}
