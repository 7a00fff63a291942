// Notice marquee (spec §2): the latest notices scrolling across the top of the home page; the bar
// and its bell open the paged announcement list.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useModals } from '../../../lib/stores/modals.ts';
import { useNotices } from '../api/get-notices.ts';
import { MarqueePlaceholder } from './placeholders.tsx';

export function NoticeMarquee() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useNotices(i18n.language);
  const showModal = useModals((m) => m.show);
  const notices = data?.list ?? [];
  if (isPending) return <MarqueePlaceholder />;
  if (notices.length === 0) return null;
  return (
    <section className="marquee" aria-label={t('home.notices')} data-testid="notice-marquee">
      <button
        type="button"
        className="marquee__open"
        onClick={() => showModal('announcements')}
        data-testid="notice-marquee-open"
      >
        <Icon name="bell" size={18} className="marquee__icon" />
        <span className="marquee__viewport">
          <span
            className="marquee__track"
            style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}
          >
            {notices.map((n) => (
              <span key={n.id} className="marquee__item">
                {n.text}
              </span>
            ))}
          </span>
        </span>
      </button>
    </section>
  );
}
