import { errorAnswerSchema } from '@contracts/http/errorAnswer';
import type { Express, NextFunction, Request, Response } from 'express';
import { listRoutes } from '../testing/listRoutes';
import { routeKey, templatePattern, type RouteKey } from '../testing/unusedRoutes';
import { readerOf, type AnswerContracts, type AnswerRequest } from './answerContract';
import { checkAnswer } from './checkAnswer';

/** What the e2e run's answers showed, per route the app's pages called (tests/routes reads it). */
export interface AnswerCheckReport {
  /** JSON answers checked, by route. */
  answered: Record<string, number>;
  /** Answers that broke their contract: route, schema index, what was wrong. */
  violations: string[];
  /** By route, one per reader of its contract: whether any answer in the run was for it. */
  reached: Record<string, boolean[]>;
}

const MAX_VIOLATIONS = 200;

/** The whole path: inside a router `req.path` is only the part after the router's mount. */
const pathOf = (req: Request) => req.originalUrl.split('?', 1)[0] ?? '';

/**
 * Checks each JSON answer a route handler sends to a browser against the contract of what the app
 * reads from it, and each failed one against the failed answers' contract. On only in test runs (LAB_CHECK_ANSWERS=1): it costs a parse per answer. Answers
 * a scenario stub or a fault writes are not the route's own, so only route handlers' are checked;
 * a test's own API calls (no `Sec-Fetch-Mode`) are not what the app reads, so they are skipped.
 */
export class AnswerCheck {
  private readonly answered = new Map<RouteKey, number>();
  private readonly reached = new Map<RouteKey, boolean[]>();
  private readonly violations: string[] = [];
  private patterns: { key: RouteKey; method: string; pattern: RegExp }[] | undefined;

  constructor(
    private readonly app: Express,
    private readonly contracts: AnswerContracts,
  ) {}

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (req.headers['sec-fetch-mode'] !== undefined) {
      // res.json ends in res.send with the serialised text, and some routes send a body they
      // serialised once and keep: reading what res.send gets sees both, once each.
      const send = res.send.bind(res);
      res.send = (body: unknown) => {
        if (req.route && (res.statusCode < 300 || res.statusCode >= 400)) {
          this.readSent(req, res, body);
        }
        return send(body);
      };
    }
    next();
  };

  report(): AnswerCheckReport {
    return {
      answered: Object.fromEntries(this.answered),
      violations: [...this.violations],
      reached: Object.fromEntries(this.reached),
    };
  }

  private readSent(req: Request, res: Response, body: unknown): void {
    const isText = typeof body === 'string' || Buffer.isBuffer(body);
    if (!isText || !/json/i.test(String(res.get('Content-Type') ?? ''))) return;
    let json: unknown;
    try {
      json = JSON.parse(String(body));
    } catch {
      return;
    }
    if (res.statusCode >= 400) this.recordFailed(req.method, pathOf(req), json);
    else this.record(req.method, pathOf(req), json, { query: req.query, body: req.body });
  }

  /** A failed answer is read by the HTTP client's error reader, whatever the route. */
  private recordFailed(method: string, path: string, body: unknown): void {
    for (const problem of checkAnswer(errorAnswerSchema, body)) {
      if (this.violations.length < MAX_VIOLATIONS)
        this.violations.push(`${method} ${path} (failed answer): ${problem}`);
    }
  }

  private record(method: string, path: string, body: unknown, request: AnswerRequest): void {
    this.patterns ??= listRoutes(this.app).map((route) => ({
      key: routeKey(route),
      method: route.method,
      pattern: templatePattern(route.path),
    }));
    const key = this.patterns.find(
      (entry) => entry.method === method && entry.pattern.test(path),
    )?.key;
    if (!key) return;
    this.answered.set(key, (this.answered.get(key) ?? 0) + 1);
    const contract = this.contracts[key];
    if (!contract || 'noJson' in contract) return;
    const reached = this.reached.get(key) ?? contract.schemas.map(() => false);
    contract.schemas.forEach((item, index) => {
      const { schema, reads } = readerOf(item);
      if (!reads(request)) return;
      reached[index] = true;
      for (const problem of checkAnswer(schema, body)) {
        if (this.violations.length < MAX_VIOLATIONS)
          this.violations.push(`${key} (reader ${index + 1}) ${path}: ${problem}`);
      }
    });
    this.reached.set(key, reached);
  }
}
