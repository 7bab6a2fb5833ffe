import type { Tenant } from './types';

/** A tenant's look, served with the staff setting: what the app's theme is built from. */
export interface TenantAppearance {
  brandColor?: string;
  fontSize?: 'small' | 'normal' | 'large';
}

/**
 * The one branded lab tenant (the second subsidiary): a pale yellow brand on which white text
 * would fail, so the app must derive its own text colours, and large text.
 */
export const BRANDED_APPEARANCE: Readonly<TenantAppearance> = {
  brandColor: '#FFC53D',
  fontSize: 'large',
};

/** Every other tenant keeps the product's default look (no fields). */
export function tenantAppearanceOf(
  tenants: readonly Tenant[],
  corporationId: string,
): TenantAppearance {
  const subsidiaries = tenants.filter((tenant) => tenant.parentId !== null);
  return subsidiaries[1]?.corporationId === corporationId ? { ...BRANDED_APPEARANCE } : {};
}
