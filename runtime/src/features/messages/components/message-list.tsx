// messageV2: the member's messages (deposits, withdrawals, news) with read/unread filters;
// opening an unread one marks it read, and the unread badge goes down. The open message stays in
// its place until it is closed: under "Unread" the list refetched after the read no longer has it,
// and its body would vanish as it was being opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { useMessages, type Message, type ReadFilter } from '../../../lib/api/get-messages.ts';
import { useReadMessage } from '../../../lib/api/read-message.ts';
import '../messages.css';
import { formatDateTime } from '../../../lib/dates.ts';

const FILTERS: readonly ReadFilter[] = ['all', 'unread', 'read'];

export default function MessageList() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<{ message: Message; index: number } | null>(null);
  const messages = useMessages(pageNo, filter);
  const read = useReadMessage();

  const toggle = (m: Message, index: number) => {
    setOpen((o) => (o?.message.id === m.id ? null : { message: { ...m, read: true }, index }));
    if (!m.read && !read.isPending) read.mutate(m.id);
  };
  const fetched = messages.data?.list ?? [];
  const list =
    open && !fetched.some((m) => m.id === open.message.id)
      ? [...fetched.slice(0, open.index), open.message, ...fetched.slice(open.index)]
      : fetched;

  return (
    <div data-testid="message-list">
      <div className="chips" role="group">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={f === filter ? 'chip is-active' : 'chip'}
            aria-pressed={f === filter}
            data-testid={`messages-filter-${f}`}
            onClick={() => {
              setFilter(f);
              setPageNo(1);
              setOpen(null);
            }}
          >
            {t(`messages.filter.${f}`)}
          </button>
        ))}
      </div>
      {read.isError && <p className="form__error">{t(errorKeyOf(read.error))}</p>}
      {messages.isError && <p className="form__error">{t(errorKeyOf(messages.error))}</p>}
      {messages.isPending ? (
        <Spinner />
      ) : list.length > 0 ? (
        <ul className="messages">
          {list.map((m, index) => {
            const kind = m.kind;
            return (
              <li
                key={m.id}
                className={m.read ? 'message' : 'message is-unread'}
                data-testid={`message-${m.id}`}
                data-read={m.read}
              >
                <button
                  type="button"
                  className="message__head"
                  aria-expanded={open?.message.id === m.id}
                  onClick={() => toggle(m, index)}
                >
                  {!m.read && <span className="message__dot" aria-label={t('messages.unread')} />}
                  <span className={`message__kind message__kind--${kind}`}>
                    {t(`messages.kind.${kind}`)}
                  </span>
                  <span className="message__title">{m.title}</span>
                  <time className="muted">{formatDateTime(m.timestamp, i18n.language)}</time>
                </button>
                {open?.message.id === m.id && <p className="message__body">{m.content}</p>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="empty muted">{t('messages.empty')}</p>
      )}
      {messages.data && (
        <Pager
          pageNo={pageNo}
          totalPages={messages.data.totalPages}
          onChange={(n) => {
            setPageNo(n);
            setOpen(null);
          }}
          testId="messages-pager"
        />
      )}
    </div>
  );
}
