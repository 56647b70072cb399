import type { AdminPackageCreate, Package } from '@talentdeck/shared';
import { adminCatalogue } from './admin-catalogue';

// A change shows at once on the packages companies choose from.
const packages = adminCatalogue<Package, AdminPackageCreate>('packages', [['packages']]);

export const useAdminPackages = packages.useList;
export const useSaveAdminPackage = packages.useSave;
