import type { HttpClient } from '@shell/http';
import { parseRefItems, readId } from './parseRefItems';
import { refEntityOf, RefSourceError, type RefItem, type RefSource } from './refEntities';

/** The most records one search asks for (the server allows 1000; no picker shows more). */
export const MAX_SEARCH_LIMIT = 100;
/** Ids per byIds request; longer lists are sent in several requests (the server allows 1000). */
export const IDS_PER_REQUEST = 100;
/** The server refuses a longer search text with a 400. */
const MAX_SEARCH_TEXT = 200;

type Query = Record<string, string | number>;

/**
 * RefSource over the app's HTTP client, speaking the lab backend's lookup contract
 * (mocks-server/specifications/README.md): GET `<path>?ids=a,b` or
 * `GET <path>?search=<text>&limit=<n>&entity=<entity>`. Transport errors and unusable answers
 * reject as RefSourceError.
 */
export function createHttpRefSource(http: HttpClient): RefSource {
  async function get(entityName: string, query: (namesEntity: boolean) => Query) {
    const entity = refEntityOf(entityName);
    if (!entity) throw new RefSourceError(`No lookup path for ${entityName}`);
    let body: unknown;
    try {
      const params = query(entity.namesEntity);
      ({ data: body } = await http.axios.get<unknown>(entity.path, { params }));
    } catch (error) {
      throw new RefSourceError(`Could not load ${entityName}`, { cause: error });
    }
    return parseRefItems(body, entity);
  }

  return {
    async search(entity, text, limit) {
      const count = Math.min(Math.max(1, Math.floor(limit) || 1), MAX_SEARCH_LIMIT);
      const search = text.trim().slice(0, MAX_SEARCH_TEXT);
      const items = await get(entity, (namesEntity) => ({
        search,
        limit: count,
        ...(namesEntity && { entity }),
      }));
      return items.slice(0, count);
    },
    async byIds(entity, ids) {
      const wanted = [
        ...new Set(ids.filter((id) => readId(id) !== undefined && !id.includes(','))),
      ];
      if (wanted.length === 0) return [];
      const chunks: string[][] = [];
      for (let start = 0; start < wanted.length; start += IDS_PER_REQUEST) {
        chunks.push(wanted.slice(start, start + IDS_PER_REQUEST));
      }
      // Ids alone: the path finds its records whatever entity they belong to.
      const answers: RefItem[][] = await Promise.all(
        chunks.map((chunk) => get(entity, () => ({ ids: chunk.join(',') }))),
      );
      // A server that ignores `ids` answers everything: keep only what was asked, in its order.
      const byId = new Map(answers.flat().map((item) => [item.id, item]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
