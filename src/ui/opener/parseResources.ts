/** docs/overlays-and-previewer.md third-party resource, as far as the buttons read it; the opener reads the rest. */
export interface Resource extends Readonly<Record<string, unknown>> {
  readonly sourceType: string;
  readonly type: string;
  readonly description: string;
}

const MAX_RESOURCES = 20;

function fieldsOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

/** The `items` of a resource list answer (untrusted); entries without a sourceType are dropped. */
export function parseResources(body: unknown): Resource[] {
  const items = fieldsOf(body).items;
  if (!Array.isArray(items)) throw new TypeError('The resource list answer has no items');
  return items
    .flatMap((raw): Resource[] => {
      const fields = fieldsOf(raw);
      const sourceType = textOf(fields.sourceType).trim();
      if (!sourceType) return [];
      return [
        {
          ...fields,
          sourceType,
          type: textOf(fields.type),
          description: textOf(fields.description),
        },
      ];
    })
    .slice(0, MAX_RESOURCES);
}

/** A stable key for a button: type, source and description together. */
export function resourceKeyOf(resource: Resource): string {
  return `${resource.type}|${String(resource.source ?? '')}|${resource.description}`;
}
