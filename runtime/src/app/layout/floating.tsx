import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../config/tenant.ts';
import { openWindow } from '../../lib/open-window.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** Scroll-to-top and the floating customer-service button (non-agent paths, spec §2). */
export const Floating = memo(function Floating() {
  const { t } = useTranslation();
  const cs = getTenant().customerService[0];
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className="floating">
      {scrolled && (
        <button
          type="button"
          className="fab fab--muted"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label={t('common.scrollTop')}
          data-testid="scroll-top"
        >
          <Icon name="chevronUp" />
        </button>
      )}
      {cs && (
        <button
          type="button"
          className="fab"
          onClick={() => openWindow(cs.url)}
          aria-label={t('nav.customerService')}
          data-testid="floating-cs"
        >
          <Icon name="chat" />
        </button>
      )}
    </div>
  );
});
