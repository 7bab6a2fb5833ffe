import type { DataLinkField, DataLinkRow } from '../relationTypes';

export interface DataLinkViewOptions {
  /** docs/bills-and-workflow.md: the view can hide code, name and list fields of private-car entities. */
  hidePrivateCarFields: boolean;
  /** docs/bills-and-workflow.md: … and the use count, on request. */
  hideUseCount: boolean;
}

/** What one data-link row shows; hidden parts are absent, not blanked. */
export interface DataLinkRowView {
  showCode: boolean;
  showName: boolean;
  fields: DataLinkField[];
  showUseCount: boolean;
}

export function dataLinkRowView(row: DataLinkRow, options: DataLinkViewOptions): DataLinkRowView {
  const hide = options.hidePrivateCarFields && row.entity.isPrivateCar;
  return {
    showCode: !hide,
    showName: !hide,
    fields: hide ? [] : row.entity.fields,
    showUseCount: !options.hideUseCount && row.useCount !== null,
  };
}

/** docs/bills-and-workflow.md: a percentage field above 100 shows in red. */
export function isOverHundredPercent(field: DataLinkField, value: unknown): boolean {
  return field.type === 'percentage' && typeof value === 'number' && value > 100;
}

/** The staff-viewer text of a record's visibility: everyone, or the names it lists. */
export function visibilityNames(row: DataLinkRow, separator: string): string | null {
  if (row.visibility.fullVisible) return null;
  const names = [...row.visibility.staffs, ...row.visibility.departments].map(
    (ref) => ref.name || ref.id,
  );
  return names.join(separator);
}
