// The promotions a player joins and claims: activities and their applications (with images),
// the red envelope, the raffle and its claim.
import crypto from 'node:crypto';
import type { activityOps } from '#schemas/api/rewards-activities.ts';
import { textIn } from '../../domain/content/localized.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { RouteModule } from '../../http/bind.ts';
import { UPLOAD_LIMITS } from '../../http/upload-guard.ts';
import { post } from '../../domain/ledger.ts';
import { betsOf, totalsOf } from '../../domain/agents/team-bets.ts';
import { activityStatus, imageType } from '../../domain/rewards/service.ts';
import type { StoredImage } from '../../records/rewards.ts';
import {
  RAFFLE_MAX_TICKETS,
  RAFFLE_PRIZES,
  RAFFLE_TICKET_BET,
  claimOf,
  drawPrize,
  ticketsFor,
} from '../../domain/rewards/raffle.ts';
import { fromMinor } from '../../money.ts';
import { nextId } from '../../store/data.ts';
import { today, credited } from './shared.ts';

const COMMENT_MAX = 140;

export const activityRoutes: RouteModule<typeof activityOps> = (deps) => ({
  activities: ({ tenant, member, language }) => {
    const data = tenant.store.data;
    const text = textIn(language, tenant.manifest);
    const now = deps.clock.now();
    return {
      list: data.rewards.activities.map((a) => ({
        id: a.id,
        title: text(a.title),
        description: text(a.description),
        image: text(a.image),
        kind: a.kind,
        startAt: a.startAt,
        endAt: a.endAt,
        bonus: fromMinor(a.bonus),
        status: activityStatus(data, a, member?.id, now),
      })),
    };
  },

  applyActivity: async ({ tenant, member, body, files }) => {
    const comment = body.comment ?? '';
    if ([...comment].length > COMMENT_MAX)
      throw new ApiError(400, 'comment_too_long', `at most ${COMMENT_MAX} characters`, {
        max: COMMENT_MAX,
      });
    if (files.length > UPLOAD_LIMITS.files)
      throw new ApiError(400, 'upload_too_many', `at most ${UPLOAD_LIMITS.files} images`);
    const images: StoredImage[] = [];
    for (const f of files) {
      if (f.size > UPLOAD_LIMITS.fileSize)
        throw new ApiError(413, 'upload_too_large', `${f.originalname} is larger than 5 MB`);
      const type = imageType(f.buffer);
      if (!type)
        throw new ApiError(
          400,
          'upload_type_invalid',
          `${f.originalname} is not a png or jpg image`,
        );
      images.push({ name: f.originalname, type, size: f.size });
    }
    const now = deps.clock.now();
    const activityId = Number(body.activityId);
    return tenant.store.write((d) => {
      const a = d.rewards.activities.find((x) => x.id === activityId);
      if (!a || a.kind !== 'apply')
        throw new ApiError(404, 'not_found', 'no such activity to apply to');
      const status = activityStatus(d, a, member.id, now);
      if (status !== 'Join')
        throw new ApiError(
          409,
          status === 'Closed' || status === 'coming soon' ? 'activity_not_open' : 'already_applied',
          `activity is ${status}`,
        );
      const id = nextId(d);
      d.rewards.applications.push({
        id,
        activityId,
        memberId: member.id,
        comment,
        images,
        status: 'Applying',
        at: now,
      });
      return { id, status: 'Applying' as const, images: images.length };
    });
  },

  claimActivity: ({ tenant, member, body, language }) => {
    const text = textIn(language, tenant.manifest);
    const now = deps.clock.now();
    return tenant.store.write((d) => {
      const a = d.rewards.activities.find((x) => x.id === body.activityId);
      if (!a || a.kind === 'apply')
        throw new ApiError(404, 'not_found', 'no such activity to claim or join');
      const status = activityStatus(d, a, member.id, now);
      if (status === 'Closed' || status === 'coming soon')
        throw new ApiError(409, 'activity_not_open', `activity is ${status}`);
      if (status !== 'Claim' && status !== 'Join')
        throw new ApiError(409, 'already_applied', `activity is ${status}`);
      const claimed = a.kind === 'claim';
      d.rewards.participations.push({
        memberId: member.id,
        activityId: a.id,
        status: claimed ? 'Claimed' : 'Joined',
        at: now,
      });
      if (claimed && a.bonus > 0)
        post(d, {
          memberId: member.id,
          amount: a.bonus,
          type: 'bonus',
          at: now,
          ref: `activity:${a.id}`,
          note: text(a.title),
        });
      return {
        status: claimed ? ('Claimed' as const) : ('Joined' as const),
        amount: fromMinor(claimed ? a.bonus : 0),
      };
    });
  },

  redEnvelope: ({ tenant, member }) => {
    const now = deps.clock.now();
    const [, , day] = today(tenant, now);
    const key = `${member.id}:${day}`;
    const amount = crypto.randomInt(100, 889);
    return tenant.store.write((d) => {
      if (d.rewards.envelopes.some((e) => e.key === key))
        throw new ApiError(409, 'already_applied', 'the red envelope of today is already open');
      d.rewards.envelopes.push({ key, memberId: member.id, amount, at: now });
      post(d, {
        memberId: member.id,
        amount,
        type: 'bonus',
        at: now,
        ref: `envelope:${day}`,
        note: 'Red envelope',
      });
      return credited(d, member.id, amount);
    });
  },

  raffle: ({ tenant, member }) => {
    const data = tenant.store.data;
    const [from, to, day] = today(tenant, deps.clock.now());
    const validBet = totalsOf(betsOf(data, new Set([member.id]), from, to)).validBet;
    const claim = claimOf(data, member.id, day);
    return {
      day,
      validBet: fromMinor(validBet),
      ticketBet: fromMinor(RAFFLE_TICKET_BET),
      maxTickets: RAFFLE_MAX_TICKETS,
      tickets: claim?.tickets ?? ticketsFor(validBet),
      prizeTable: RAFFLE_PRIZES.map((p) => fromMinor(p.amount)),
      claimed: claim !== undefined,
      amount: fromMinor(claim?.amount ?? 0),
    };
  },

  claimRaffle: ({ tenant, member, body }) => {
    const now = deps.clock.now();
    const [from, to, day] = today(tenant, now);
    if (body.day !== day)
      throw new ApiError(409, 'raffle_closed', `the raffle of ${body.day} is not open`, { day });
    return tenant.store.write((d) => {
      if (claimOf(d, member.id, day))
        throw new ApiError(409, 'already_applied', 'the raffle of today is already claimed');
      const tickets = ticketsFor(totalsOf(betsOf(d, new Set([member.id]), from, to)).validBet);
      const prizes = Array.from({ length: tickets }, drawPrize);
      const amount = prizes.reduce((n, p) => n + p, 0);
      (d.rewards.raffles ??= []).push({
        memberId: member.id,
        day,
        tickets,
        prizes,
        amount,
        at: now,
      });
      post(d, {
        memberId: member.id,
        amount,
        type: 'bonus',
        at: now,
        ref: `raffle:${day}`,
        note: 'Raffle promotion',
      });
      return { day, tickets, prizes: prizes.map(fromMinor), ...credited(d, member.id, amount) };
    });
  },
});
