import { BillActionError } from '../bills/BillActionError';
import {
  DISPLAY_BLOCKS,
  type BillMessageRule,
  type DisplayBlock,
  type DisplayMode,
} from './ruleTypes';

/** What a save may set; the lab fills id, corporation and times. */
export type RuleInput = Omit<BillMessageRule, 'id' | 'corporationId' | 'createTime' | 'updateTime'>;

type Fields = Record<string, unknown>;

export function badRule(message: string): BillActionError {
  return new BillActionError(400, 'error:lab:bad-rule', message);
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw badRule(`${name} must be a list of ids`);
  }
  return value;
}

function displayBlock(value: unknown, name: string, defaultSort: number): DisplayBlock {
  if (value === undefined) return { datas: [], sort: defaultSort };
  if (!isFields(value)) throw badRule(`${name} must be an object`);
  const sort = value.sort === undefined ? defaultSort : value.sort;
  if (typeof sort !== 'number' || !Number.isInteger(sort) || sort < 1 || sort > 4) {
    throw badRule(`${name}.sort must be 1 to 4`);
  }
  return { datas: idList(value.datas, `${name}.datas`) ?? [], sort };
}

/** The body of POST /v1/flow/smallComponentConfig, checked field by field (README.md). */
export function parseRuleBody(body: unknown): RuleInput & { id?: string } {
  if (!isFields(body)) throw badRule('The body must be a rule object');
  const name = body.name === undefined ? '默认规则' : body.name;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) {
    throw badRule('name must be a text of 1 to 100 characters');
  }
  if (body.id !== undefined && typeof body.id !== 'string') throw badRule('id must be a text');
  const blocks = DISPLAY_BLOCKS.map((key, index) => displayBlock(body[key], key, index + 1));
  if (new Set(blocks.map((item) => item.sort)).size !== blocks.length) {
    throw badRule('The four display blocks need four different sort values');
  }
  const custom = isFields(body.customDisplaies) ? body.customDisplaies : {};
  const displayName: DisplayMode = custom.displayName === 'label' ? 'label' : 'description';
  const staffs = idList(body.staffs, 'staffs');
  const specificationIds = idList(body.specificationIds, 'specificationIds');
  return {
    ...(typeof body.id === 'string' ? { id: body.id } : {}),
    name: name.trim(),
    active: body.active !== false,
    ...(staffs ? { staffs } : {}),
    ...(specificationIds ? { specificationIds } : {}),
    flowModifyContrasts: blocks[0],
    riskTips: blocks[1],
    invoiceConfig: blocks[2],
    customDisplaies: { ...blocks[3], displayName },
  };
}
