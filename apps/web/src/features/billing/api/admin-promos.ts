import type { AdminPromoCreate, Promo } from '@talentdeck/shared';
import { adminCatalogue } from './admin-catalogue';

const promos = adminCatalogue<Promo, AdminPromoCreate>('promos');

export const adminPromosQuery = promos.listQuery;
export const useSaveAdminPromo = promos.useSave;
