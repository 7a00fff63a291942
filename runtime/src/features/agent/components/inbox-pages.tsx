// Announcements, platform messages and customer service inside the agent centre.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant, useTenantText } from '../../../config/tenant.ts';
import { openWindow } from '../../../lib/open-window.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  announcementQuery,
  announcementsQueryOptions,
} from '../../../lib/api/get-announcements.ts';
import { useMessages } from '../../../lib/api/get-messages.ts';
import { useReadMessage } from '../../../lib/api/read-message.ts';
import { zoneTime } from './money.tsx';
import { AgentPager } from './agent-pager.tsx';

/** The notice types the agent centre shows (spec §7). */
const AGENT_NOTICE_TYPES = 'B,PL,PU,PR';

export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useQuery({
    ...announcementsQueryOptions(announcementQuery(AGENT_NOTICE_TYPES, pageNo), i18n.language),
    placeholderData: keepPreviousData,
  });
  if (isPending) return <Spinner />;
  return (
    <section data-testid="agent-announcements">
      {data?.list.length === 0 && <p className="empty muted">{t('agent.noRecords')}</p>}
      <ul className="announcements">
        {data?.list.map((a) => (
          <li key={a.id} className="announcement">
            <h3>{a.title}</h3>
            <p className="muted">{zoneTime(a.timestamp, i18n.language)}</p>
            <SafeHtml html={a.content} className="prose" />
          </li>
        ))}
      </ul>
      {data && <AgentPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />}
    </section>
  );
}

export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending } = useMessages(pageNo, 'all');
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
              <span className="muted">{zoneTime(m.timestamp, i18n.language)}</span>
            </button>
            {openId === m.id && <p className="prose">{m.content}</p>}
          </li>
        ))}
      </ul>
      {data && <AgentPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} />}
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
