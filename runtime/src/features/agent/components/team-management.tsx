import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDownlineTree, type DownlineNode } from '../api/get-downline-tree.ts';
import { buildTree, expandedForSearch, type TreeNode } from '../lib/tree.ts';
import { Money } from './money.tsx';
import { TransferForm } from './transfer-form.tsx';

/** downlineManagmentView: searchable downline tree with contracts and balances; transfers. */
export function TeamManagement() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const tree = useDownlineTree(query);
  const roots = tree.data ? buildTree(tree.data.list) : [];
  const expanded = query ? expandedForSearch(roots) : open;
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
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
          <span className="muted">{t('agent.team.count', { count: tree.data.list.length })}</span>
          {tree.data.self.owed > 0 && (
            <span className="agent-badge is-danger">
              {t('agent.team.owed')}: <Money value={tree.data.self.owed} />
            </span>
          )}
        </div>
      )}
      <form
        className="agent-search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(search.trim());
        }}
      >
        <input
          className="input"
          name="search"
          placeholder={t('agent.searchAccount')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="tree-search"
        />
        <button type="submit" className="btn btn--outline btn--sm">
          {t('agent.search')}
        </button>
        {query && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setSearch('');
              setQuery('');
            }}
          >
            {t('agent.clear')}
          </button>
        )}
      </form>
      {transferTo && <TransferForm account={transferTo} onDone={() => setTransferTo(null)} />}
      {tree.isError && <p className="form__error">{t(errorKeyOf(tree.error))}</p>}
      {tree.isPending ? (
        <Spinner />
      ) : roots.length === 0 ? (
        <p className="empty muted">{t('agent.noRecords')}</p>
      ) : (
        <ul className="agent-tree" role="tree">
          {roots.map((n) => (
            <TreeRow
              key={n.item.id}
              node={n}
              expanded={expanded}
              onToggle={toggle}
              onTransfer={setTransferTo}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function TreeRow({
  node,
  expanded,
  onToggle,
  onTransfer,
}: {
  node: TreeNode<DownlineNode>;
  expanded: Set<number>;
  onToggle: (id: number) => void;
  onTransfer: (account: string) => void;
}) {
  const { t } = useTranslation();
  const m = node.item;
  const isOpen = expanded.has(m.id);
  return (
    <li
      role="treeitem"
      aria-expanded={node.children.length > 0 ? isOpen : undefined}
      data-testid={`tree-${m.account}`}
    >
      <div className="agent-tree__row">
        {node.children.length > 0 || m.directCount > 0 ? (
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            onClick={() => onToggle(m.id)}
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
      {isOpen && node.children.length > 0 && (
        <ul role="group">
          {node.children.map((c) => (
            <TreeRow
              key={c.item.id}
              node={c}
              expanded={expanded}
              onToggle={onToggle}
              onTransfer={onTransfer}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
