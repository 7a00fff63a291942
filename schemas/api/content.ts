// Content family (see docs/architecture.md "A new API call" and spec §7): announcements, popups,
// banners, marquee notices, member messages and feedback.
import { defineOps, list, page, s } from './operation.ts';
import { captchaFields } from './system.ts';

const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

const tenPerPage = {
  pageNo: { type: 'integer', minimum: 1, default: 1, description: 'Page number, from 1.' },
  pageSize: {
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 10,
    description: 'Items per page (10 by default, spec §9).',
  },
} as const;

const announcement = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'content', 'promotionType', 'timestamp', 'action'],
  properties: {
    id: s.int('Announcement id.'),
    title: s.str('Title.'),
    content: s.str('Body, HTML.'),
    promotionType: {
      type: 'string',
      enum: ANNOUNCEMENT_TYPES,
      description: 'Announcement type: B, PL, PU, PR or H.',
    },
    timestamp: s.int('Publication time (ms).'),
    action: {
      type: ['string', 'null'],
      enum: ['rewardCenter', null],
      description: 'Promotion action: rewardCenter opens the reward centre and closes the modal.',
    },
  },
} as const;

const popup = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'content', 'execution', 'timestamp'],
  properties: {
    id: s.int('Popup id.'),
    title: s.str('Title.'),
    content: s.str('Body, HTML.'),
    execution: {
      type: 'string',
      enum: ['A', 'B', 'F'],
      description: 'A logged in, B anonymous, F first login.',
    },
    timestamp: s.int('Publication time (ms).'),
  },
} as const;

const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_pagcor', 'w_leftmenu'] as const;

/** What a member's message reports (the inbox labels it so, in any language). */
const MESSAGE_KINDS = ['deposit', 'withdrawal', 'news'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const message = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'title', 'content', 'read', 'timestamp'],
  properties: {
    id: s.int('Message id.'),
    kind: {
      type: 'string',
      enum: MESSAGE_KINDS,
      description: 'What it reports: a deposit or a withdrawal outcome, or news.',
    },
    title: s.str('Title.'),
    content: s.str('Body, plain text.'),
    read: s.bool('Whether the member has read it.'),
    timestamp: s.int('When it was sent (ms).'),
  },
} as const;

export const contentOps = defineOps({
  announcements: {
    operationId: 'announcements',
    method: 'get',
    path: '/wps/announcements',
    summary: 'Announcements of the given types, newest first, 10 per page',
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        types: s.str('Comma-separated types among B, PL, PU, PR, H (default all).', {
          pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$',
        }),
        platform: {
          type: 'string',
          enum: ['W'],
          description:
            'Platform the announcements are for (spec §7: W, the web). Every announcement of the mock server is a web one.',
        },
        execution: {
          type: 'string',
          enum: ['B'],
          description:
            'Audience (spec §7: B, shown to everyone, before and after login). Every announcement is for everyone.',
        },
        ...tenPerPage,
      },
    },
    response: page(announcement),
  },
  popups: {
    operationId: 'popups',
    method: 'get',
    path: '/wps/announcements/popup',
    summary:
      'Startup popups: anonymous visitors get execution B; logged-in members get A, plus F when firstLogin=true (the login answered firstTimeLogin)',
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        firstLogin: s.bool('The member is on its first login (adds execution F popups).'),
      },
    },
    response: list(popup, 'Popups.'),
  },
  banners: {
    operationId: 'banners',
    method: 'get',
    path: '/wps/banners',
    summary: 'Banners of one group by sequence; images are the tenant’s own /assets/banners files',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['groupName'],
      properties: {
        groupName: { type: 'string', enum: BANNER_GROUPS, description: 'Banner group.' },
      },
    },
    response: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'groupName', 'url', 'linkageType', 'linkage', 'sequence'],
        properties: {
          id: s.int('Banner id.'),
          groupName: { type: 'string', enum: BANNER_GROUPS, description: 'Banner group.' },
          url: s.str('Image URL (the tenant site serves it under /assets/).'),
          linkageType: {
            type: 'string',
            enum: ['none', 'route', 'url'],
            description: 'What a click does: nothing, open a runtime route, open a URL.',
          },
          linkage: s.str('Route path or URL, empty for none.'),
          sequence: s.int('Order within the group, from 1.'),
        },
      },
      'Banners, by sequence.',
    ),
  },
  notices: {
    operationId: 'notices',
    method: 'get',
    path: '/wps/notices',
    summary: 'Marquee notices, newest first, 10 per page',
    auth: 'none',
    query: { type: 'object', additionalProperties: false, properties: tenPerPage },
    response: page({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'text', 'timestamp'],
      properties: {
        id: s.int('Notice id.'),
        text: s.str('Marquee text.'),
        timestamp: s.int('Publication time (ms).'),
      },
    }),
  },
  messages: {
    operationId: 'messages',
    method: 'get',
    path: '/wps/messages',
    summary: 'Messages to the member (deposits, withdrawals, news), newest first, paged',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...tenPerPage,
        read: s.bool('Only read (true) or unread (false) messages.'),
      },
    },
    response: page(message),
    errors: ['feature_disabled'],
  },
  readMessage: {
    operationId: 'readMessage',
    method: 'put',
    path: '/wps/messages/{id}/read',
    summary: 'Mark one of the member’s messages read (idempotent)',
    auth: 'member',
    noTrial: true,
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: s.int('Message id.', { minimum: 1 }) },
    },
    response: message,
    errors: ['not_found', 'feature_disabled'],
  },
  unreadCount: {
    operationId: 'unreadCount',
    method: 'get',
    path: '/wps/messages/unread',
    summary: 'Number of unread messages (refused to trial players)',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['count'],
      properties: { count: s.int('Unread messages.') },
    },
    errors: ['feature_disabled'],
  },
  feedback: {
    operationId: 'feedback',
    method: 'put',
    path: '/wps/feedback',
    summary:
      'Send feedback: content 20 to 200 characters once trimmed, type 0 others, 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent; the captcha (see system captchaChallenge) is checked and used up',
    auth: 'optional',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['content', 'sender', 'type', 'captcha'],
      properties: {
        content: s.str('Description, 20 to 200 characters once trimmed.', { maxLength: 2000 }),
        sender: s.str('Sender (username).', { minLength: 1, maxLength: 64 }),
        type: { type: 'integer', enum: [0, 1, 2, 3, 4, 6], description: 'Question type.' },
        ...captchaFields,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: s.int('Feedback id.') },
    },
    errors: ['feedback_length', 'captcha_invalid'],
  },
});
