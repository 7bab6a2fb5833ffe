import type { LocalizedCatalogue } from '@shell/i18n';

type Label = string;

/** Antd's length/bound messages; T is a count or, for numbers, decimal text. */
export interface LengthMessages<T> {
  len(label: Label, len: T): string;
  min(label: Label, min: T): string;
  max(label: Label, max: T): string;
  range(label: Label, min: T, max: T): string;
}

/** Words for what a value failed to be, in the `types` message. */
export type TypeName = 'phone' | 'email' | 'number' | 'money' | 'date';

/**
 * docs/bills-and-workflow.md Forms: the generic validation messages, worded as the UI library's (Ant Design's
 * default validate messages, zh_CN and en_US), with `${label}` filled by the localized label.
 */
export interface FormMessages {
  default(label: Label): string;
  required(label: Label): string;
  enum(label: Label, choices: string): string;
  whitespace(label: Label): string;
  date: {
    format(label: Label): string;
    parse(label: Label): string;
    invalid(label: Label): string;
  };
  types(label: Label, type: TypeName): string;
  string: LengthMessages<number>;
  number: LengthMessages<string>;
  array: LengthMessages<number>;
  pattern: { mismatch(label: Label, pattern: string): string };
  /** Ours: the library has no message for too many decimal places. */
  scale(label: Label, scale: number): string;
}

const ZH_TYPES: Record<TypeName, string> = {
  phone: '电话号码',
  email: '邮箱地址',
  number: '数字',
  money: '金额',
  date: '日期',
};

const EN_TYPES: Record<TypeName, string> = {
  phone: 'phone number',
  email: 'email address',
  number: 'number',
  money: 'amount',
  date: 'date',
};

export const formMessages: LocalizedCatalogue<FormMessages> = {
  'zh-CN': {
    default: (label) => `字段验证错误${label}`,
    required: (label) => `请输入${label}`,
    enum: (label, choices) => `${label}必须是其中一个[${choices}]`,
    whitespace: (label) => `${label}不能为空字符`,
    date: {
      format: (label) => `${label}日期格式无效`,
      parse: (label) => `${label}不能转换为日期`,
      invalid: (label) => `${label}是一个无效日期`,
    },
    types: (label, type) => `${label}不是一个有效的${ZH_TYPES[type]}`,
    string: {
      len: (label, len) => `${label}须为${len}个字符`,
      min: (label, min) => `${label}最少${min}个字符`,
      max: (label, max) => `${label}最多${max}个字符`,
      range: (label, min, max) => `${label}须在${min}-${max}字符之间`,
    },
    number: {
      len: (label, len) => `${label}必须等于${len}`,
      min: (label, min) => `${label}最小值为${min}`,
      max: (label, max) => `${label}最大值为${max}`,
      range: (label, min, max) => `${label}须在${min}-${max}之间`,
    },
    array: {
      len: (label, len) => `须为${len}个${label}`,
      min: (label, min) => `最少${min}个${label}`,
      max: (label, max) => `最多${max}个${label}`,
      range: (label, min, max) => `${label}数量须在${min}-${max}之间`,
    },
    pattern: { mismatch: (label, pattern) => `${label}与模式不匹配${pattern}` },
    scale: (label, scale) => (scale === 0 ? `${label}须为整数` : `${label}最多${scale}位小数`),
  },
  'en-US': {
    default: (label) => `Field validation error for ${label}`,
    required: (label) => `Please enter ${label}`,
    enum: (label, choices) => `${label} must be one of [${choices}]`,
    whitespace: (label) => `${label} cannot be a blank character`,
    date: {
      format: (label) => `${label} date format is invalid`,
      parse: (label) => `${label} cannot be converted to a date`,
      invalid: (label) => `${label} is an invalid date`,
    },
    types: (label, type) => `${label} is not a valid ${EN_TYPES[type]}`,
    string: {
      len: (label, len) => `${label} must be ${len} characters`,
      min: (label, min) => `${label} must be at least ${min} characters`,
      max: (label, max) => `${label} must be up to ${max} characters`,
      range: (label, min, max) => `${label} must be between ${min}-${max} characters`,
    },
    number: {
      len: (label, len) => `${label} must be equal to ${len}`,
      min: (label, min) => `${label} must be minimum ${min}`,
      max: (label, max) => `${label} must be maximum ${max}`,
      range: (label, min, max) => `${label} must be between ${min}-${max}`,
    },
    array: {
      len: (label, len) => `Must be ${len} ${label}`,
      min: (label, min) => `At least ${min} ${label}`,
      max: (label, max) => `At most ${max} ${label}`,
      range: (label, min, max) => `The amount of ${label} must be between ${min}-${max}`,
    },
    pattern: { mismatch: (label, pattern) => `${label} does not match the pattern ${pattern}` },
    scale: (label, scale) =>
      scale === 0
        ? `${label} must be a whole number`
        : `${label} allows at most ${scale} decimal ${scale === 1 ? 'place' : 'places'}`,
  },
};
