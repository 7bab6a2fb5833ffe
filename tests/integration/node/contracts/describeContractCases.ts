import { parse } from '@contracts/core/parse';
import { createHttpClient, type HttpClient } from '@shell/http';
import type * as v from 'valibot';
import type { MockServer } from '../../../../mocks-server';
import type { MockServerOptions } from '../../../../mocks-server/createMockServer';
import { startTestServer, type TestServer } from '../../../../mocks-server/testing/startTestServer';
import { fieldsNeverSent } from './fieldsNeverSent';

/** A route the app reads, the contract it reads it with, and the fields the lab may leave out. */
export interface ContractCase {
  route: string;
  schema: v.GenericSchema;
  answers: (http: HttpClient, mock: MockServer) => Promise<unknown[]>;
  /** Fields the contract reads that the lab's seed never sends, each with why that is fine. */
  notSent?: Record<string, string>;
}

export const getJson = async (http: HttpClient, url: string, params?: object) =>
  (await http.axios.get<unknown>(url, { params })).data;

export const postJson = async (http: HttpClient, url: string, body: object) =>
  (await http.axios.post<unknown>(url, body)).data;

/** The tenant's bill types, asked for as the bills module asks. */
export const activeSpecifications = (http: HttpClient) =>
  getJson(http, '/form/v1/specificationVersions', {
    search: '',
    limit: 1000,
    entity: 'form.Specification.Versioned',
  });

/** The signed-in staff's corporation's active bills, in the seed's order. */
export function ownBills(mock: MockServer) {
  const { bills, currentCorporationId } = mock.state;
  return bills.filter((bill) => bill.active && bill.corporationId === currentCorporationId);
}

/**
 * Runs the mock backend in-process (seed 1) and checks each case's answers against its contract:
 * every answer parses with no list entry dropped, and every field the contract reads is sent.
 */
export function describeContractCases(
  title: string,
  cases: readonly ContractCase[],
  options: MockServerOptions = {},
): void {
  describe(title, () => {
    let lab: TestServer;
    let mock: MockServer;
    let http: HttpClient;

    beforeAll(async () => {
      lab = await startTestServer({ seed: 1, ...options });
      mock = lab.mock;
      http = createHttpClient({
        baseURL: `${lab.baseUrl}/api`,
        grantEndpointPatterns: [`${lab.baseUrl}/api/`],
        getGrantToken: () => mock.state.accessToken,
      });
    });
    afterAll(() => lab.close());

    const answered = new Map<ContractCase, Promise<unknown[]>>();
    const answersOf = (contractCase: ContractCase) => {
      const known = answered.get(contractCase) ?? contractCase.answers(http, mock);
      answered.set(contractCase, known);
      return known;
    };

    describe.each(cases)('$route', (contractCase) => {
      const { schema, notSent = {} } = contractCase;

      it('answers what the contract reads, dropping no entry', async () => {
        const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
        try {
          const bodies = await answersOf(contractCase);
          expect(bodies.length).toBeGreaterThan(0);
          for (const body of bodies) parse(schema, body);
          expect(warn.mock.calls.map(([message]) => String(message))).toEqual([]);
        } finally {
          warn.mockRestore();
        }
      });

      it('sends every field the contract reads, so a field renamed on one side fails here', async () => {
        expect(fieldsNeverSent(schema, await answersOf(contractCase))).toEqual(
          Object.keys(notSent),
        );
      });
    });
  });
}
