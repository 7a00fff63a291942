// The shared pager with the agent centre's words ("Previous", "Page 1 of 3", "Next").
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';

export function AgentPager(props: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pager
      variant="text"
      pageNo={props.pageNo}
      totalPages={props.totalPages}
      onChange={props.onPage}
      prevLabel={t('agent.prev')}
      nextLabel={t('agent.next')}
      status={t('agent.pageOf', { page: props.pageNo, pages: props.totalPages })}
      testId="pager"
    />
  );
}
