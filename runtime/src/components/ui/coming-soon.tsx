import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/** An honest placeholder for a screen not built yet. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon" data-testid="coming-soon">
      <div className="coming-soon__card">
        <Icon name="star" size={40} />
        <h1 className="page__title">{t(titleKey)}</h1>
        <p className="muted">{t('common.comingSoon')}</p>
      </div>
    </section>
  );
}
