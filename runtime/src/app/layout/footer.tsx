import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SOCIAL_NETWORKS } from '#schemas/constants.ts';
import { getTenant, useTenantText } from '../../config/tenant.ts';
import { displayCategories } from '../../lib/categories.ts';
import { useVendorName } from '../../lib/vendor-name.ts';
import { openWindow } from '../../lib/open-window.ts';
import { useModals } from '../../lib/stores/modals.ts';

export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  const tenant = getTenant();
  const text = useTenantText();
  const showModal = useModals((s) => s.show);
  const vendorName = useVendorName();
  const categories = displayCategories(tenant);
  const vendors = [...new Set(categories.flatMap((c) => c.vendors))];
  const social = (tenant.social ?? {}) as Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;
  const cs = tenant.customerService[0];
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__grid">
        <section>
          <h3>{t('footer.products')}</h3>
          <ul>
            {categories.map((c) => (
              <li key={c.category}>
                <Link to={c.path}>{t(`category.${c.category}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('footer.help')}</h3>
          <ul>
            {(['about', 'term', 'privacy', 'faq', 'responsible'] as const).map((a) => (
              <li key={a}>
                <button
                  type="button"
                  className="link"
                  onClick={() => showModal('help', { anchor: a })}
                >
                  {t(`help.${a}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('footer.contact')}</h3>
          <ul>
            {cs && (
              <li>
                <button type="button" className="link" onClick={() => openWindow(cs.url)}>
                  {t('nav.customerService')}
                </button>
              </li>
            )}
            <li>
              <button
                type="button"
                className="link"
                onClick={() => showModal('feedback')}
                data-testid="footer-feedback"
              >
                {t('footer.feedback')}
              </button>
            </li>
            <li>
              <Link to="/agent">{t('footer.affiliate')}</Link>
            </li>
          </ul>
          {Object.keys(social).length > 0 && (
            <div className="footer__social" data-testid="footer-social">
              {SOCIAL_NETWORKS.filter((n) => social[n]).map((n) => (
                <a
                  key={n}
                  href={social[n]}
                  target="_blank"
                  rel="noreferrer noopener"
                  className={`social social--${n}`}
                  data-testid={`social-${n}`}
                >
                  {t(`social.${n}`)}
                </a>
              ))}
            </div>
          )}
        </section>
      </div>
      <div className="footer__vendors" aria-label={t('footer.vendors')}>
        {vendors.map((v) => (
          <span key={v} className="vendor-chip">
            {vendorName(v)}
          </span>
        ))}
      </div>
      <div className="footer__legal">
        <span className="age-badge">{tenant.legal.minimumAge}+</span>
        <p>{text(tenant.legal.licence)}</p>
        <p className="muted">{t('footer.responsible', { age: tenant.legal.minimumAge })}</p>
        <p className="muted">
          © {new Date().getFullYear()} {tenant.displayName}
        </p>
      </div>
    </footer>
  );
});
