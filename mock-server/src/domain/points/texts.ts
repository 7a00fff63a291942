// The seeded points-mall items' names in every language the site can offer, from
// mock-server/locales/points/: item.0 to item.3 are the seeded items in order (free spin voucher,
// bonus credit 100, team jersey, smartphone).
import { readCatalogue } from '#schemas/catalogue.ts';
import type English from '../../../locales/points/en.json';

export const MALL_ITEM_NAMES = readCatalogue<typeof English>('mock-server', 'points');
