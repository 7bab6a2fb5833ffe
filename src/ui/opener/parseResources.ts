import { ContractError, parse } from '@contracts/core/parse';
import { resourceListSchema } from '@contracts/thirdParty/resources';

/** docs/overlays-and-previewer.md third-party resource, as far as the buttons read it; the opener reads the rest. */
export interface Resource extends Readonly<Record<string, unknown>> {
  readonly sourceType: string;
  readonly type: string;
  readonly description: string;
}

/** The `items` of a resource list answer (untrusted); entries without a sourceType are dropped. */
export function parseResources(body: unknown): Resource[] {
  try {
    return parse(resourceListSchema, body);
  } catch (error) {
    if (error instanceof ContractError)
      throw new TypeError(`The resource list answer: ${error.message}`, { cause: error });
    throw error;
  }
}

/** A stable key for a button: type, source and description together. */
export function resourceKeyOf(resource: Resource): string {
  return `${resource.type}|${String(resource.source ?? '')}|${resource.description}`;
}
