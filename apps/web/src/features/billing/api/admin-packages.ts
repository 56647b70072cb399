import type { AdminPackageCreate, Package } from '@talentdeck/shared';
import { queryKeys } from '#web/lib/query-keys';
import { adminCatalogue } from './admin-catalogue';

// A change shows at once on the packages companies choose from.
const packages = adminCatalogue<Package, AdminPackageCreate>('packages', [queryKeys.billing.packages]);

export const adminPackagesQuery = packages.listQuery;
export const useSaveAdminPackage = packages.useSave;
