// @vitest-environment jsdom
// An opened announcement as a player reads it: a promotion's announcement says "claim it in the
// reward centre", and its button goes there and closes the announcements modal over it.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentOps } from '#schemas/api/content.ts';
import { useModals } from '../../../lib/stores/modals.ts';
import { renderWithApp, setUp, textIn } from '../../../testing/render.tsx';
import { AnnouncementList } from './announcement-list.tsx';

// The API is the boundary: the list under test is the real one.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

const en = textIn('en');
const announcement = (id: number, title: string, action: 'rewardCenter' | null) => ({
  id,
  title,
  content: `<p>${title}</p>`,
  promotionType: 'PR',
  timestamp: 1_700_000_000_000,
  action,
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

beforeAll(async () => {
  await setUp('goldcrown', 'en');
  callOp.mockImplementation((op: unknown) =>
    Promise.resolve(
      op === contentOps.announcements
        ? {
            list: [
              announcement(1, 'Weekend reload', 'rewardCenter'),
              announcement(2, 'New tables', null),
            ],
            totalPages: 1,
          }
        : {},
    ),
  );
});
afterEach(cleanup);

describe('an opened announcement', () => {
  it('with a promotion action leads to the reward centre and closes the modal', async () => {
    useModals.getState().show('announcements');
    renderWithApp(
      <>
        <AnnouncementList types="PR" />
        <Where />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Weekend reload/ }));
    const detail = screen.getByTestId('announcement-detail');
    await userEvent.click(within(detail).getByRole('link', { name: en('account.rewardCenter') }));
    expect(screen.getByTestId('where').textContent).toBe('/member?tab=rewardCenter');
    expect(useModals.getState().open).toBeNull();
  });

  it('without one offers no link', async () => {
    renderWithApp(<AnnouncementList types="PR" />);
    await userEvent.click(await screen.findByRole('button', { name: /New tables/ }));
    expect(within(screen.getByTestId('announcement-detail')).queryByRole('link')).toBeNull();
  });
});
