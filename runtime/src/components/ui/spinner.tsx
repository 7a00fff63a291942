import { useTranslation } from 'react-i18next';

export function Spinner({ full = false }: { full?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={full ? 'spinner spinner--full' : 'spinner'} role="status">
      <span className="spinner__dot" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
