import { lineRecordsSchema } from '@contracts/bills/lineRecord';
import { parse } from '@contracts/core/parse';
import type { DecimalString, Money } from '@shell/money';
import { makeAutoObservable, observable } from 'mobx';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import type { FieldValues } from '../forms/fieldValues';
import { newLineKey, type FeeLine } from './FeeLine';
import type { LineChange } from './LineForm';
import { missingFields } from './lineCompleteness';
import { PHOTOS_FIELD } from './lineFields';
import { linesTotal, totalDisagrees } from './lineTotals';
import { fieldsOfLine, lineFromWire, lineToWire, type FeeTypeLookup } from './lineWire';

/** What the server said about one line (a submit check, a policy standard). */
export interface LineProblem {
  detailId: string;
  message: string;
}

/**
 * The lines of the bill being edited: added, changed, duplicated, removed and reordered here,
 * their total derived (never typed), and what the server said about each. The page sends them
 * whole with every save; the server's ids are adopted after it.
 */
export class FeeLinesStore {
  // Lines are plain values replaced whole on a change, never made observable one by one: a
  // bill of hundreds of lines opens without wrapping each, and a row re-renders only when its
  // own line is replaced. The list itself is observable, and never reassigned.
  readonly lines = observable.array<FeeLine>([], { deep: false });
  /** The total the server holds for the lines it holds; null before the first save. */
  serverTotal: DecimalString | null = null;
  /** The server's total disagreed with its own lines when they were last loaded. */
  serverMismatch = false;
  problems: LineProblem[] = [];
  /** Rises with every change, so an autosave knows there is something new to write. */
  version = 0;

  constructor(
    readonly base: readonly FieldDescriptor[],
    readonly feeTypes: FeeTypeLookup,
  ) {
    makeAutoObservable(this, { base: false, feeTypes: false, lines: false });
  }

  get total(): DecimalString {
    return linesTotal(this.lines);
  }

  /** The fields of a line's form; null when its fee type cannot be read (read-only line). */
  fieldsOf(line: FeeLine): FieldDescriptor[] | null {
    return line.raw ? null : fieldsOfLine(line.feeTypeId, this.feeTypes, this.base);
  }

  missingOf(line: FeeLine): FieldDescriptor[] {
    const fields = this.fieldsOf(line);
    return fields ? missingFields(fields, line.values) : [];
  }

  problemsOf(line: FeeLine): string[] {
    return this.problems.filter((each) => each.detailId === line.id).map((each) => each.message);
  }

  /** The bill's lines (read by their contract) and total as the server answered them. */
  load(details: unknown, serverTotal: DecimalString | null): void {
    const list = parse(lineRecordsSchema, details);
    this.lines.replace(list.flatMap((wire) => lineFromWire(wire, this.feeTypes, this.base) ?? []));
    this.serverTotal = serverTotal;
    this.serverMismatch = totalDisagrees(serverTotal, this.total);
    this.problems = [];
  }

  /** After a save: the server's ids (same order as sent) and its total; edits since are kept. */
  adopt(details: unknown, serverTotal: DecimalString | null): void {
    parse(lineRecordsSchema, details).forEach((wire, index) => {
      const line = this.lines[index];
      const { id } = wire;
      const read = lineFromWire(wire, this.feeTypes, this.base);
      if (!line || !id) return;
      if (line.id === id && !read) return;
      this.lines[index] = {
        ...line,
        id,
        photoInvoiceIds: read ? read.photoInvoiceIds : line.photoInvoiceIds,
      };
    });
    this.serverTotal = serverTotal;
    this.serverMismatch = false;
  }

  setProblems(problems: readonly LineProblem[]): void {
    this.problems = [...problems];
  }

  /**
   * A new line at the end; `invoices` are entered ones (a captured invoice's record), `money`
   * its amount with a foreign side when entered in a foreign currency.
   */
  add(
    feeTypeId: string,
    feeTypeName: string,
    values: FieldValues,
    invoices: Record<string, unknown>[] = [],
    money: Money | null = null,
  ): string {
    const key = newLineKey();
    this.lines.push({
      key,
      id: null,
      feeTypeId,
      feeTypeName,
      values,
      money,
      invoices,
      photoInvoiceIds: {},
      raw: null,
    });
    this.changed();
    return key;
  }

  /** A change without `money` keeps the line's; null means an amount typed in CNY. */
  update(key: string, change: LineChange): void {
    const index = this.lines.findIndex((each) => each.key === key);
    const line = this.lines[index];
    if (!line || line.raw) return;
    this.lines[index] = { ...line, ...change };
    this.problems = this.problems.filter((problem) => problem.detailId !== line.id);
    this.changed();
  }

  /** A copy below the line, without its invoices: an invoice is claimed once. */
  duplicate(key: string): string | null {
    const index = this.lines.findIndex((each) => each.key === key);
    const line = this.lines[index];
    if (!line || line.raw) return null;
    const copy: FeeLine = {
      ...line,
      key: newLineKey(),
      id: null,
      values: { ...line.values, [PHOTOS_FIELD]: [] },
      invoices: [],
      photoInvoiceIds: {},
    };
    this.lines.splice(index + 1, 0, copy);
    this.changed();
    return copy.key;
  }

  remove(key: string): void {
    this.lines.replace(this.lines.filter((line) => line.key !== key));
    this.changed();
  }

  /** One place up (-1) or down (+1); nothing at the ends. */
  move(key: string, delta: -1 | 1): void {
    const index = this.lines.findIndex((line) => line.key === key);
    const target = index + delta;
    if (index < 0 || target < 0 || target >= this.lines.length) return;
    const [line] = this.lines.splice(index, 1);
    this.lines.splice(target, 0, line);
    this.changed();
  }

  /** The draft body's `details`: every line whole, in order. */
  toWire(): Record<string, unknown>[] {
    return this.lines.map((line) => lineToWire(line, this.feeTypes, this.base));
  }

  private changed(): void {
    this.version += 1;
  }
}
