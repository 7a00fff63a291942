import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export interface HelpSection {
  anchor: string;
  title: string;
  html: string;
}

export async function getHelpCenter(lang: string): Promise<HelpSection[]> {
  const value: unknown = await callOp(pendingOps.helpCenter, { query: { lang, device: 'WEB' } });
  const list = (Array.isArray(value) ? value : ((value as { list?: unknown[] })?.list ?? [])) as Record<string, unknown>[];
  return list.map((s, i) => ({
    anchor: String(s.anchor ?? s.code ?? i),
    title: String(s.title ?? ''),
    html: String(s.content ?? s.html ?? ''),
  }));
}

export const useHelpCenter = (lang: string) =>
  useQuery(queryOptions({ queryKey: ['content', 'help', lang], queryFn: () => getHelpCenter(lang), retry: false }));
