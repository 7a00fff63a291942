import type { contentOps } from '#schemas/api/content.ts';
import { textIn } from '../domain/content/localized.ts';
import { notifyUnread, unreadCountOf } from '../domain/content/messages.ts';
import type { Announcement, AnnouncementType, Message } from '../records/content.ts';
import { paginate } from '../lib/paging.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { consumeFormCaptcha } from '../security/captcha.ts';
import { nextId } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';

const FEEDBACK_MIN = 20;
const FEEDBACK_MAX = 200;

const newestFirst = (a: { at: number; id: number }, b: { at: number; id: number }) =>
  b.at - a.at || b.id - a.id;

type Text = ReturnType<typeof textIn>;

function announcementWire(a: Announcement, text: Text) {
  return {
    id: a.id,
    title: text(a.title),
    content: text(a.content),
    promotionType: a.type,
    timestamp: a.at,
    action: a.action,
  };
}

function requireInbox(tenant: Tenant): void {
  if (!tenant.manifest.flags.INBOX3)
    throw new ApiError(403, 'feature_disabled', 'this site has no member inbox');
}

function messageWire(m: Message, text: Text) {
  return {
    id: m.id,
    kind: m.kind ?? 'news',
    title: text(m.title),
    content: text(m.content),
    read: m.read,
    timestamp: m.at,
  };
}

export const contentRoutes: RouteModule<typeof contentOps> = (deps) => ({
  announcements: ({ tenant, query, language }) => {
    const types = new Set((query.types ?? 'B,PL,PU,PR,H').split(',') as AnnouncementType[]);
    const list = tenant.store.data.content.announcements
      .filter((a) => types.has(a.type))
      .sort(newestFirst);
    const p = paginate(list, query.pageNo, query.pageSize);
    return {
      ...p,
      list: p.list.map((a) => announcementWire(a, textIn(language, tenant.manifest))),
    };
  },

  popups: ({ tenant, member, query, language }) => {
    const text = textIn(language, tenant.manifest);
    const wanted = new Set(member ? (query.firstLogin ? ['A', 'F'] : ['A']) : ['B']);
    return {
      list: tenant.store.data.content.popups
        .filter((p) => wanted.has(p.execution))
        .sort(newestFirst)
        .map((p) => ({
          id: p.id,
          title: text(p.title),
          content: text(p.content),
          execution: p.execution,
          timestamp: p.at,
        })),
    };
  },

  banners: ({ tenant, query, language }) => {
    const text = textIn(language, tenant.manifest);
    return {
      list: tenant.store.data.content.banners
        .filter((b) => b.groupName === query.groupName)
        .sort((a, b) => a.sequence - b.sequence)
        .map((b) => ({ ...b, url: text(b.url) })),
    };
  },

  notices: ({ tenant, query, language }) => {
    const text = textIn(language, tenant.manifest);
    const p = paginate(
      [...tenant.store.data.content.notices].sort(newestFirst),
      query.pageNo,
      query.pageSize,
    );
    return { ...p, list: p.list.map((n) => ({ id: n.id, text: text(n.text), timestamp: n.at })) };
  },

  messages: ({ tenant, member, query, language }) => {
    requireInbox(tenant);
    const list = tenant.store.data.content.messages
      .filter(
        (m) => m.memberId === member.id && (query.read === undefined || m.read === query.read),
      )
      .sort(newestFirst);
    const p = paginate(list, query.pageNo, query.pageSize);
    return { ...p, list: p.list.map((m) => messageWire(m, textIn(language, tenant.manifest))) };
  },

  readMessage: async ({ tenant, member, params, language }) => {
    requireInbox(tenant);
    const text = textIn(language, tenant.manifest);
    const mine = (m: Message) => m.id === params.id && m.memberId === member.id;
    const found = tenant.store.data.content.messages.find(mine);
    if (!found) throw new ApiError(404, 'not_found', 'no such message');
    if (found.read) return messageWire(found, text);
    const m = await tenant.store.write((d) => {
      const msg = d.content.messages.find(mine);
      if (!msg) throw new ApiError(404, 'not_found', 'no such message');
      msg.read = true;
      notifyUnread(d, member.id);
      return msg;
    });
    return messageWire(m, text);
  },

  unreadCount: ({ tenant, member }) => {
    requireInbox(tenant);
    return { count: unreadCountOf(tenant.store.data, member.id) };
  },

  feedback: async ({ tenant, member, body }) => {
    const content = body.content.trim();
    if (content.length < FEEDBACK_MIN || content.length > FEEDBACK_MAX)
      throw new ApiError(
        400,
        'feedback_length',
        `content must be ${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters`,
        { min: FEEDBACK_MIN, max: FEEDBACK_MAX, length: content.length },
      );
    const now = deps.clock.now();
    consumeFormCaptcha(tenant, deps.pinPepper, body, now);
    const id = await tenant.store.write((d) => {
      const fid = nextId(d);
      d.content.feedback.push({
        id: fid,
        ...(member ? { memberId: member.id } : {}),
        sender: body.sender.trim(),
        type: body.type,
        content,
        at: now,
      });
      return fid;
    });
    return { id };
  },
});
