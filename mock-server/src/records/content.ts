// Content data kept in the tenant's data file (owned by the content family). Texts shown to
// members are LocalizedText: a text per language, or a plain string (the tenant's default).
import type { MessageKind } from '#schemas/api/content.ts';
import type { LocalizedText } from '#schemas/localized.ts';

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export interface Announcement {
  id: number;
  type: AnnouncementType;
  title: LocalizedText;
  /** HTML. */
  content: LocalizedText;
  /** A promotion action: rewardCenter opens the reward centre. */
  action: 'rewardCenter' | null;
  at: number;
}

export type PopupExecution = 'A' | 'B' | 'F';

export interface Popup {
  id: number;
  execution: PopupExecution;
  title: LocalizedText;
  content: LocalizedText;
  at: number;
}

export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_pagcor' | 'w_leftmenu';

export interface Banner {
  id: number;
  groupName: BannerGroup;
  /** Image per language (the art carries the headline); a plain string in older data files. */
  url: LocalizedText;
  linkageType: 'none' | 'route' | 'url';
  linkage: string;
  sequence: number;
}

export interface Notice {
  id: number;
  text: LocalizedText;
  at: number;
}

export interface Message {
  id: number;
  memberId: number;
  /** What it reports; messages written before kinds existed are news. */
  kind?: MessageKind;
  title: LocalizedText;
  content: LocalizedText;
  read: boolean;
  at: number;
}

export interface Feedback {
  id: number;
  memberId?: number;
  sender: string;
  type: number;
  content: string;
  at: number;
}

export interface ContentData {
  announcements: Announcement[];
  popups: Popup[];
  banners: Banner[];
  notices: Notice[];
  messages: Message[];
  feedback: Feedback[];
}

export function emptyContentData(): ContentData {
  return { announcements: [], popups: [], banners: [], notices: [], messages: [], feedback: [] };
}
