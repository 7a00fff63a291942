// The words of the embedded test provider's sign-in and consent page, in every language a tenant
// may offer, from mock-server/locales/consent/. {provider} is LINE, Google or Facebook; {site} the
// tenant's name.
import { readCatalogue, type Words } from '#schemas/catalogue.ts';
import type English from '../../locales/consent/en.json';

export type ConsentTexts = Words<typeof English>;

export const CONSENT_TEXTS = readCatalogue<typeof English>('mock-server', 'consent');
