// Announcements, platform messages and customer service inside the agent centre.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant, useTenantText } from '../../../config/tenant.ts';
import { openWindow } from '../../../lib/open-window.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAgentAnnouncements } from '../api/get-announcements.ts';
import { useMessages } from '../api/get-messages.ts';
import { useReadMessage } from '../api/read-message.ts';
import { zoneTime } from './money.tsx';
import { Pager } from './pager.tsx';

export function AnnouncementsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useAgentAnnouncements(pageNo);
  if (isPending) return <Spinner />;
  return (
    <section data-testid="agent-announcements">
      {data?.list.length === 0 && <p className="empty muted">{t('agent.noRecords')}</p>}
      <ul className="announcements">
        {data?.list.map((a) => (
          <li key={a.id} className="announcement">
            <h3>{a.title}</h3>
            <p className="muted">{zoneTime(a.timestamp)}</p>
            <SafeHtml html={a.content} className="prose" />
          </li>
        ))}
      </ul>
      {data && <Pager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />}
    </section>
  );
}

export function MessagesPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending } = useMessages(pageNo);
  const read = useReadMessage();
  if (isPending) return <Spinner />;
  return (
    <section data-testid="agent-messages">
      {data?.list.length === 0 && <p className="empty muted">{t('agent.noRecords')}</p>}
      <ul className="announcements">
        {data?.list.map((m) => (
          <li key={m.id} className={m.read ? 'announcement' : 'announcement is-unread'}>
            <button
              type="button"
              className="agent-message__head"
              aria-expanded={openId === m.id}
              onClick={() => {
                setOpenId(openId === m.id ? null : m.id);
                if (!m.read) read.mutate(m.id);
              }}
            >
              {!m.read && <span className="agent-dot" aria-label={t('agent.unread')} />}
              <strong>{m.title}</strong>
              <span className="muted">{zoneTime(m.timestamp)}</span>
            </button>
            {openId === m.id && <p className="prose">{m.content}</p>}
          </li>
        ))}
      </ul>
      {data && <Pager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />}
    </section>
  );
}

export function CustomerServicePage() {
  const { t } = useTranslation();
  const cs = getTenant().customerService;
  const text = useTenantText();
  return (
    <section className="agent-cs" data-testid="agent-cs">
      <p className="muted">{text(getTenant().agent.supportHours)}</p>
      <div className="agent-cs__list">
        {cs.map((c) => (
          <button
            key={`${c.type}-${c.url}`}
            type="button"
            className="btn btn--outline"
            onClick={() => openWindow(c.url)}
          >
            {text(c.title)}
          </button>
        ))}
      </div>
      {cs.length === 0 && <p className="muted">{t('agent.noRecords')}</p>}
    </section>
  );
}
