import { currencyOffers, type CurrencyOffer } from '../data/billMoney';
import {
  attachmentField,
  dateField,
  field,
  moneyField,
  refField,
  selectField,
  textField,
} from './fieldBuilders';
import type { SpecificationField } from './specificationTypes';

const MAX_LINE_MONEY = 1_000_000;

const TRIP_MEANS = [
  { value: 'car', label: '用车' },
  { value: 'train', label: '火车' },
  { value: 'plane', label: '飞机' },
];

/**
 * What a fee type asks of a line (docs/bills-and-workflow.md `feeTypeForm`) _(lab choice: the spec names the
 * entity, not its shape)_: the line's own fields, whether a foreign amount with a rate is
 * allowed, and for meals the most a line may spend per person.
 */
export interface FeeTypeSpecification {
  fields: SpecificationField[];
  allowForeign: boolean;
  /** Where foreign amounts are allowed: the currencies offered, each with its system rate. */
  currencies?: CurrencyOffer[];
  /** A person may change the rate of a foreign line (else the system's rate stands). */
  rateEditable?: boolean;
  /** Decimal text in CNY; a line over it per attendee fails the policy check. */
  perPersonLimit?: string;
  /** True for fee types whose lines are trips (the bill detail lists them as trips). */
  trip?: boolean;
}

/** Every line has these, whatever its fee type; amount and date are asked for on submit. */
export function lineBaseFields(): SpecificationField[] {
  return [
    moneyField('amount', '金额', { required: true, min: 0.01, max: MAX_LINE_MONEY }),
    dateField('feeDate', '消费日期', { required: true }),
    textField('consumptionReasons', '消费事由', { max: 200 }),
    attachmentField('attachments', '附件'),
  ];
}

function tripFields(): SpecificationField[] {
  return [
    refField('fromCity', '出发城市', 'city', 'basedata.city', { required: true }),
    refField('toCity', '到达城市', 'city', 'basedata.city', { required: true }),
    selectField('tripMeans', '交通方式', TRIP_MEANS, { required: true }),
    field('tripDates', '行程日期', 'dateRange', { type: 'dateRange' }),
  ];
}

const plain = (): FeeTypeSpecification => ({ fields: [], allowForeign: false });

/** By fee-type key (`<corp>:feeType:<key>`); a leaf not listed has only the base fields. */
const BY_KEY: Readonly<Record<string, () => FeeTypeSpecification>> = {
  travel: () => ({
    fields: tripFields(),
    allowForeign: true,
    currencies: currencyOffers(),
    rateEditable: true,
    trip: true,
  }),
  taxi: () => ({
    fields: [
      refField('fromCity', '出发城市', 'city', 'basedata.city'),
      refField('toCity', '到达城市', 'city', 'basedata.city'),
    ],
    allowForeign: false,
  }),
  hotel: () => ({
    fields: [
      refField('city', '城市', 'city', 'basedata.city', { required: true }),
      field('nights', '入住晚数', 'number', { type: 'number' }, { min: 1, max: 60 }),
    ],
    allowForeign: true,
    currencies: currencyOffers(),
  }),
  meal: () => ({
    fields: [
      refField('attendees', '用餐人员', 'staff', 'organization.Staff', {
        many: true,
        required: true,
        min: 1,
        max: 50,
      }),
      field('guests', '外部人数', 'number', { type: 'number' }, { min: 0, max: 50 }),
    ],
    allowForeign: false,
    perPersonLimit: '200.00',
  }),
  entertain: () => ({
    fields: [
      refField('customer', '客户', 'dimension', 'basedata.Dimension.customer'),
      field('guests', '外部人数', 'number', { type: 'number' }, { min: 0, max: 50 }),
    ],
    allowForeign: false,
  }),
  office: () => ({
    fields: [
      textField('item', '物品名称', { required: true, min: 1, max: 50 }),
      field('quantity', '数量', 'number', { type: 'number' }, { required: true, min: 1, max: 999 }),
    ],
    allowForeign: false,
  }),
};

/** A leaf's specification; parents group and have none. */
export function feeTypeSpecificationOf(key: string): FeeTypeSpecification {
  return (Object.hasOwn(BY_KEY, key) ? BY_KEY[key] : plain)();
}
