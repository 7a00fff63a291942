import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getTenant } from '../../../config/tenant.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useHelpCenter } from '../api/get-help-center.ts';

const BUILT_IN = ['about', 'term', 'privacy', 'faq', 'responsible'] as const;

/** Help centre; the #term anchor is the terms (spec §2). Server HTML is sanitised. */
export default function HelpModal() {
  const { t, i18n } = useTranslation();
  const tenant = getTenant();
  const navigate = useNavigate();
  const { data: modalData, close } = useModals();
  const help = useHelpCenter(i18n.language);
  const anchor = modalData.anchor || 'about';
  const fromServer = help.data?.sections ?? [];
  const sections: { anchor: string; title: string; html: string }[] =
    fromServer.length > 0
      ? fromServer.map((s) => ({ anchor: s.id, title: s.title, html: s.content }))
      : BUILT_IN.map((a) => ({ anchor: a, title: t(`help.${a}`), html: '' }));

  useEffect(() => {
    document.getElementById(`help-${anchor}`)?.scrollIntoView({ block: 'start' });
  }, [anchor, sections.length]);

  const onClose = () => {
    close();
    if (window.location.pathname.toLowerCase() === '/help') navigate('/');
  };
  return (
    <Modal title={t('nav.help')} onClose={onClose} size="lg" testId="help-modal">
      <nav className="chips">
        {sections.map((s) => (
          <a
            key={s.anchor}
            href={`#${s.anchor}`}
            className={s.anchor === anchor ? 'chip is-active' : 'chip'}
            onClick={(e) => {
              e.preventDefault();
              useModals.getState().show('help', { anchor: s.anchor });
            }}
          >
            {s.title}
          </a>
        ))}
      </nav>
      <div className="help">
        {sections.map((s) => (
          <section
            key={s.anchor}
            id={`help-${s.anchor}`}
            className="help__section"
            data-testid={`help-${s.anchor}`}
          >
            <h3>{s.title}</h3>
            {s.html ? (
              <SafeHtml html={s.html} className="prose" />
            ) : (
              <p className="prose">
                {t(`help.${s.anchor}Body`, {
                  name: tenant.displayName,
                  age: tenant.legal.minimumAge,
                })}
              </p>
            )}
          </section>
        ))}
      </div>
    </Modal>
  );
}
