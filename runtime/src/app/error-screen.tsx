import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Icon } from '../components/ui/icon.tsx';
import { isChunkLoadError } from './lazy.ts';

/** Route error element: chunk-load failure (after one retry) or an unknown error (spec §8). */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = notFound ? 'common.notFound' : chunk ? 'error.chunkLoad' : 'unknown_error';
  return (
    <section className="status-page" data-testid="error-screen">
      <div className="status-page__card">
        <Icon name="info" size={40} />
        <h1>{t(key)}</h1>
        <div className="modal__actions">
          <a className="btn btn--outline" href="/">
            {t('nav.home')}
          </a>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => window.location.reload()}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    </section>
  );
}
