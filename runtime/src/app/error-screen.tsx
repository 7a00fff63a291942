import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icon.tsx';
import { isChunkLoadError } from './lazy.ts';

/** A page's chunk that failed to load (after one retry), or an unknown error (spec §8). */
function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const key = isChunkLoadError(error) ? 'error.chunkLoad' : 'unknown_error';
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

/** Shows the error screen in place of what it wraps once that throws (a page, or the whole app). */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: { thrown: unknown } | null }
> {
  override state: { error: { thrown: unknown } | null } = { error: null };
  static getDerivedStateFromError(thrown: unknown) {
    return { error: { thrown } };
  }
  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error.thrown} /> : this.props.children;
  }
}
