// Notice marquee (spec §2): the latest notices scrolling across the top of the home page.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useNotices } from '../api/get-notices.ts';
import { MarqueePlaceholder } from './placeholders.tsx';

export function NoticeMarquee() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useNotices(i18n.language);
  const notices = data?.list ?? [];
  if (isPending) return <MarqueePlaceholder />;
  if (notices.length === 0) return null;
  return (
    <section className="marquee" aria-label={t('home.notices')} data-testid="notice-marquee">
      <Icon name="bell" size={18} className="marquee__icon" />
      <div className="marquee__viewport">
        <div
          className="marquee__track"
          style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}
        >
          {notices.map((n) => (
            <span key={n.id} className="marquee__item">
              {n.text}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
