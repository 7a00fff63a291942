// Home frame: banners, category tiles and the sections of the tenant's home. Game lists,
// hot games, jackpot and winner board belong to the player-screens issue (5) and show as
// honest placeholders here.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getTenant } from '../../../config/tenant.ts';
import { displayCategories, vendorLabel } from '../../../lib/categories.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { useSession } from '../../../lib/stores/session.ts';

const BANNERS = ['assets/banners/banner-1.svg', 'assets/banners/banner-2.svg', 'assets/banners/banner-3.svg'];

export default function HomePage() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const token = useSession((s) => s.token);
  const modals = useModals();
  const categories = displayCategories(tenant);
  return (
    <div className="page home" data-testid="home">
      <section className="banners" aria-label={t('home.banners')}>
        {BANNERS.map((src, i) => (
          <img key={src} className="banner" src={`/${src}`} alt={`${tenant.displayName} ${i + 1}`} loading={i === 0 ? 'eager' : 'lazy'} />
        ))}
      </section>
      <section className="hero">
        <div>
          <h1 className="hero__title">{t('home.welcome', { name: tenant.displayName })}</h1>
          <p className="muted">{t('home.tagline')}</p>
        </div>
        {!token && (
          <div className="hero__actions">
            <button type="button" className="btn btn--primary" onClick={() => modals.show('register')}>{t('auth.register')}</button>
            <button type="button" className="btn btn--outline" onClick={() => modals.show('login')}>{t('auth.login')}</button>
          </div>
        )}
      </section>
      <section>
        <div className="section__head">
          <h2>{t('home.categories')}</h2>
        </div>
        <div className="cat-grid">
          {categories.map((c) => (
            <Link key={c.category} to={c.path} className={`cat-card cat-card--${c.category.toLowerCase()}`} data-testid={`home-cat-${c.category}`}>
              <span className="cat-card__name">{t(`category.${c.category}`)}</span>
              <span className="cat-card__vendors">{c.vendors.slice(0, 4).map((v) => vendorLabel(tenant, v)).join(' · ')}</span>
              <span className="cat-card__more">{t('common.more')} ›</span>
            </Link>
          ))}
        </div>
      </section>
      <section className="home__later">
        <p className="muted">{t('home.gamesSoon')}</p>
      </section>
    </div>
  );
}
