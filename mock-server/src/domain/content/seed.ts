// Seed step 'content': announcements of every type (HTML, one with a promotion action), popups
// for executions A, B and F, banners for every group (3 on w_home) pointing at the tenant's own
// assets, and marquee notices, all naming the tenant.
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import type { AnnouncementType, Banner, BannerGroup } from './types.ts';

const HOUR = 3600 * 1000;

const TOPICS: Record<AnnouncementType, string[]> = {
  B: ['System upgrade', 'New payment channel', 'Security reminder', 'Holiday hours', 'App update'],
  PL: ['Weekend cashback', 'Slots tournament', 'Live casino bonus', 'Lottery jackpot', 'VIP week'],
  PU: ['Welcome bonus', 'Daily reload', 'Refer a friend', 'Birthday gift', 'Lucky spin'],
  PR: ['Deposit bonus 100%', 'Mission rewards', 'Rebate boost', 'Red envelope rain', 'Points x2'],
  H: ['How to deposit', 'How to withdraw', 'Responsible gaming', 'Account safety', 'Contact us'],
};

export const seedContentStep: SeedStep = (data, manifest, { clock }) => {
  const now = clock.now();
  const name = manifest.displayName;
  let age = 0;
  for (const type of ['B', 'PL', 'PU', 'PR', 'H'] as const) {
    TOPICS[type].forEach((topic, i) => {
      const promo = type === 'PR' && i === 0;
      data.content.announcements.push({
        id: nextId(data),
        type,
        title: `${name}: ${topic}`,
        content:
          `<p><strong>${topic}</strong> at ${name}.</p>` +
          `<ul><li>Open to every registered member.</li><li>Terms and conditions apply.</li></ul>` +
          (promo ? `<p>Claim it now in the <em>Reward Centre</em>.</p>` : ''),
        action: promo ? 'rewardCenter' : null,
        at: now - ++age * 5 * HOUR,
      });
    });
  }

  const popups = [
    ['A', `Welcome back to ${name}`, `<p>Good to see you again. Check today's promotions.</p>`],
    ['B', `${name} — join today`, `<p>Register in a minute and get a welcome bonus.</p>`],
    [
      'F',
      `Your first login at ${name}`,
      `<p>Set your payment password in the security centre.</p>`,
    ],
  ] as const;
  for (const [execution, title, content] of popups)
    data.content.popups.push({ id: nextId(data), execution, title, content, at: now - HOUR });

  const groups: [BannerGroup, number][] = [
    ['w_home', 3],
    ['w_login', 1],
    ['w_register', 1],
    ['w_pagcor', 1],
    ['w_leftmenu', 1],
  ];
  for (const [groupName, count] of groups) {
    for (let n = 1; n <= count; n++) {
      // On the home carousel: the first opens the promotions page, the second the main site.
      const link: [Banner['linkageType'], string] =
        groupName !== 'w_home' || n === 3
          ? ['none', '']
          : n === 1
            ? ['route', '/promotion']
            : ['url', `https://${manifest.domains[0] ?? `${manifest.code}.localhost`}/`];
      data.content.banners.push({
        id: nextId(data),
        groupName,
        url: `/assets/banners/banner-${n}.svg`,
        linkageType: link[0],
        linkage: link[1],
        sequence: n,
      });
    }
  }

  for (const [i, text] of [
    `Welcome to ${name}! Deposits are credited within minutes.`,
    `${name} maintenance window: Sundays 03:00–04:00.`,
    `Play responsibly. ${name} members must be 18 or older.`,
  ].entries())
    data.content.notices.push({ id: nextId(data), text, at: now - (i + 1) * HOUR });
};
