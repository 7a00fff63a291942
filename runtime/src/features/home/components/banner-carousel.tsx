// Banner carousel (spec §2/§9): 3 per view, 20 px apart, autoplay 5 s at speed 1 s only when
// there is more than one banner; a click opens the banner's linkage. A linked banner is a real link,
// so a tap on the prerendered page opens its screen even before the scripts have run.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BANNER_CAROUSEL } from '../../../config/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { useHomeBanners, type Banner } from '../api/get-banners.ts';
import { Carousel } from './carousel.tsx';
import { BannersPlaceholder } from './placeholders.tsx';

export function BannerCarousel() {
  const { i18n } = useTranslation();
  const tenant = getTenant();
  const { data, isPending } = useHomeBanners(i18n.language);
  const banners = data?.list ?? [];
  if (isPending) return <BannersPlaceholder />;
  if (banners.length === 0) return null;
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
            <BannerLink banner={b}>
              <img
                src={src(b.url)}
                alt={`${tenant.displayName} ${i + 1}`}
                loading={i < 3 ? 'eager' : 'lazy'}
              />
            </BannerLink>
          ),
        }))}
      />
    </section>
  );
}

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const common = { 'data-testid': 'banner', 'data-linkage': banner.linkage };
  if (banner.linkageType === 'route' && banner.linkage)
    return (
      <Link to={banner.linkage} className="home-banner" {...common}>
        {children}
      </Link>
    );
  if (banner.linkageType === 'url' && banner.linkage)
    return (
      <a
        href={banner.linkage}
        target="_blank"
        rel="noopener noreferrer"
        className="home-banner"
        {...common}
      >
        {children}
      </a>
    );
  return (
    <div className="home-banner is-static" {...common}>
      {children}
    </div>
  );
}
