// Banner carousel (spec §2/§9): 3 per view, 20 px apart, autoplay 5 s at speed 1 s only when
// there is more than one banner; a click opens the banner's linkage.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BANNER_CAROUSEL } from '../../../config/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { useHomeBanners, type Banner } from '../api/get-banners.ts';
import { Carousel } from './carousel.tsx';
import { BannersPlaceholder } from './placeholders.tsx';

export function BannerCarousel() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const tenant = getTenant();
  const { data, isPending } = useHomeBanners(i18n.language);
  const banners = data?.list ?? [];
  if (isPending) return <BannersPlaceholder />;
  if (banners.length === 0) return null;
  const open = (b: Banner) => {
    if (b.linkageType === 'route' && b.linkage) navigate(b.linkage);
    else if (b.linkageType === 'url' && b.linkage) window.open(b.linkage, '_blank', 'noopener');
  };
  const src = (url: string) => (/^(https?:)?\//.test(url) ? url : `/${url}`);
  return (
    <section className="home-banners" aria-label={tenant.displayName}>
      <Carousel
        testId="banner-carousel"
        slidesPerView={BANNER_CAROUSEL.slidesPerView}
        mobilePerView={1}
        spaceBetween={BANNER_CAROUSEL.spaceBetween}
        autoplay={
          banners.length > 1
            ? { delayMs: BANNER_CAROUSEL.autoplayMs, speedMs: BANNER_CAROUSEL.speedMs }
            : undefined
        }
        arrows={false}
        slides={banners.map((b, i) => ({
          key: b.id,
          node: (
            <button
              type="button"
              className={`home-banner ${b.linkageType === 'none' ? 'is-static' : ''}`}
              onClick={() => open(b)}
              data-testid="banner"
              data-linkage={b.linkage}
            >
              <img
                src={src(b.url)}
                alt={`${tenant.displayName} ${i + 1}`}
                loading={i < 3 ? 'eager' : 'lazy'}
              />
            </button>
          ),
        }))}
      />
    </section>
  );
}
