import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDownlineTree, type DownlineNode } from '../api/get-downline-tree.ts';
import { AgentPager } from './agent-pager.tsx';
import { Money } from './money.tsx';
import { TransferForm } from './transfer-form.tsx';

/**
 * downlineManagmentView: the team a page at a time (a big team is thousands of members), each
 * member opening onto its own direct downline, also paged; a search finds accounts anywhere in
 * the team. Transfers from any row.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const tree = useDownlineTree(query ? { account: query, scope: 'team', pageNo } : { pageNo });
  const searchFor = (text: string) => {
    setSearch(text);
    setQuery(text.trim());
    setPageNo(1);
  };
  return (
    <section data-testid="team-management">
      {tree.data && (
        <div className="agent-self" data-testid="agent-self">
          <span>
            {t('agent.team.myBalance')}:{' '}
            <strong data-testid="agent-balance">
              <Money value={tree.data.self.balance} symbol />
            </strong>
          </span>
          <span className="muted">{t('agent.team.count', { count: tree.data.teamSize })}</span>
          {tree.data.self.owed > 0 && (
            <span className="agent-badge is-danger">
              {t('agent.team.owed')}: <Money value={tree.data.self.owed} />
            </span>
          )}
        </div>
      )}
      <form
        className="agent-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          searchFor(search);
        }}
      >
        <input
          className="input"
          name="search"
          type="search"
          aria-label={t('agent.searchAccount')}
          placeholder={t('agent.searchAccount')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="tree-search"
        />
        <button type="submit" className="btn btn--outline btn--sm">
          {t('agent.search')}
        </button>
        {query && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => searchFor('')}>
            {t('agent.clear')}
          </button>
        )}
      </form>
      {transferTo && <TransferForm account={transferTo} onDone={() => setTransferTo(null)} />}
      {tree.isError && <p className="form__error">{t(errorKeyOf(tree.error))}</p>}
      {tree.isPending ? (
        <Spinner />
      ) : !tree.data || tree.data.list.length === 0 ? (
        <p className="empty muted">{t('agent.noRecords')}</p>
      ) : (
        <Members page={tree.data} onPage={setPageNo} onTransfer={setTransferTo} top />
      )}
    </section>
  );
}

/** The direct downline of one member, loaded when the member is opened, a page at a time. */
function Downline({
  parentId,
  onTransfer,
}: {
  parentId: number;
  onTransfer: (account: string) => void;
}) {
  const [pageNo, setPageNo] = useState(1);
  const page = useDownlineTree({ parentId, pageNo });
  if (!page.data) return page.isPending ? <Spinner /> : null;
  return <Members page={page.data} onPage={setPageNo} onTransfer={onTransfer} />;
}

/** One page of members as rows of the tree (its top level, or a member's group), and its pager. */
function Members({
  page,
  onPage,
  onTransfer,
  top = false,
}: {
  page: { list: readonly DownlineNode[]; pageNo: number; totalPages: number };
  onPage: (pageNo: number) => void;
  onTransfer: (account: string) => void;
  top?: boolean;
}) {
  const rows = page.list.map((m) => <TreeRow key={m.id} member={m} onTransfer={onTransfer} />);
  return (
    <>
      {top ? (
        <ul className="agent-tree" role="tree">
          {rows}
        </ul>
      ) : (
        <ul role="group">{rows}</ul>
      )}
      {page.totalPages > 1 && (
        <AgentPager pageNo={page.pageNo} totalPages={page.totalPages} onPage={onPage} />
      )}
    </>
  );
}

function TreeRow({
  member: m,
  onTransfer,
}: {
  member: DownlineNode;
  onTransfer: (account: string) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <li
      role="treeitem"
      aria-expanded={m.directCount > 0 ? isOpen : undefined}
      data-testid={`tree-${m.account}`}
    >
      <div className="agent-tree__row">
        {m.directCount > 0 ? (
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            onClick={() => setOpen((o) => !o)}
            aria-label={t(isOpen ? 'agent.collapse' : 'agent.expand')}
            data-testid="tree-toggle"
          >
            {isOpen ? '−' : '+'}
          </button>
        ) : (
          <span className="agent-tree__leaf" />
        )}
        <span className="agent-tree__name">
          <strong>{m.account}</strong>
          {m.nickname && m.nickname !== m.account && <span className="muted"> ({m.nickname})</span>}
          <span className="agent-badge">
            {t(m.type === 0 ? 'agent.team.member' : 'agent.team.agent')}
          </span>
          {m.frozen && <span className="agent-badge is-danger">{t('agent.team.frozen')}</span>}
        </span>
        <span className="agent-tree__contracts">
          {m.contracts.map((c) => (
            <span
              key={c.id}
              className={c.status === 'active' ? 'agent-badge is-ok' : 'agent-badge'}
              data-testid="tree-contract"
            >
              {t(`contracts.kind.${c.kind}`)} {c.rate}% · {t(`contracts.status.${c.status}`)}
            </span>
          ))}
        </span>
        <span className="agent-tree__balance" data-testid="tree-balance">
          <Money value={m.balance} />
        </span>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => onTransfer(m.account)}
          data-testid="tree-transfer"
        >
          {t('agent.transfer.button')}
        </button>
      </div>
      {isOpen && <Downline parentId={m.id} onTransfer={onTransfer} />}
    </li>
  );
}
