// The studio server's calls, typed by the protocol both sides import.
import type {
  BannerSet,
  BrandFile,
  CheckAnswer,
  CreateAnswer,
  CreateRequest,
  NewBrandRequest,
  NewBrandStart,
  DraftRequest,
  FleetRow,
  ImageAnswer,
  ImageRole,
  LanguageCoverage,
  PreviewAnswer,
  PublishAnswer,
  Refusal,
  SaveAnswer,
  ServingAnswer,
} from './protocol.ts';

export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly refusal: Refusal,
  ) {
    super(refusal.error);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : {},
  });
  const body = (await res.json().catch(() => ({ error: res.statusText }))) as T | Refusal;
  if (!res.ok) throw new Refused(res.status, body as Refusal);
  return body as T;
}

/** Sends a brand image as it is (the server reads its bytes, not its name). */
export async function uploadImage(code: string, role: ImageRole, file: File): Promise<ImageAnswer> {
  const res = await fetch(`/api/tenants/${encodeURIComponent(code)}/images/${role}`, {
    method: 'PUT',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => ({ error: res.statusText }))) as ImageAnswer | Refusal;
  if (!res.ok) throw new Refused(res.status, body as Refusal);
  return body as ImageAnswer;
}

const bannerPath = (code: string, lang: string, slot: number) =>
  `/api/tenants/${encodeURIComponent(code)}/banners/${encodeURIComponent(lang)}/${slot}`;

export const getBanners = (code: string) =>
  call<BannerSet[]>(`/api/tenants/${encodeURIComponent(code)}/banners`);

/** Sends a banner image as it is for one slot of one language; answers the brand's banners. */
export async function uploadBanner(
  code: string,
  lang: string,
  slot: number,
  file: File,
): Promise<BannerSet[]> {
  const res = await fetch(bannerPath(code, lang, slot), {
    method: 'PUT',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => ({ error: res.statusText }))) as BannerSet[] | Refusal;
  if (!res.ok) throw new Refused(res.status, body as Refusal);
  return body as BannerSet[];
}

export const revertBanner = (code: string, lang: string, slot: number) =>
  call<BannerSet[]>(bannerPath(code, lang, slot), { method: 'DELETE' });

export const getFleet = () => call<FleetRow[]>('/api/fleet');
export const getServing = () => call<ServingAnswer>('/api/fleet/serving');
export const getSchema = () => call<Record<string, unknown>>('/api/schema');
export const getBrand = (code: string) =>
  call<BrandFile>(`/api/tenants/${encodeURIComponent(code)}`);
export const getPreview = (code: string) =>
  call<PreviewAnswer>(`/api/tenants/${encodeURIComponent(code)}/preview`);
export const checkBrand = (code: string, draft: DraftRequest) =>
  call<CheckAnswer>(`/api/tenants/${encodeURIComponent(code)}/check`, {
    method: 'POST',
    body: JSON.stringify(draft),
  });
export const saveBrand = (code: string, draft: DraftRequest) =>
  call<SaveAnswer>(`/api/tenants/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: JSON.stringify(draft),
  });
export const publishBrand = (code: string) =>
  call<PublishAnswer>(`/api/tenants/${encodeURIComponent(code)}/publish`, { method: 'POST' });
export const newBrand = (req: NewBrandRequest) =>
  call<NewBrandStart>(`/api/new-brand?${new URLSearchParams({ ...req })}`);
export const createBrand = (req: CreateRequest) =>
  call<CreateAnswer>('/api/brands', { method: 'POST', body: JSON.stringify(req) });
export const getLanguageCoverage = (code: string, draft: DraftRequest) =>
  call<LanguageCoverage[]>(`/api/tenants/${encodeURIComponent(code)}/languages`, {
    method: 'POST',
    body: JSON.stringify(draft),
  });
