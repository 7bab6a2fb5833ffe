/** Words both consoles use. zh-CN is the source of truth: en-US mirrors every key. */
export const zhCommon = {
  common: {
    working: '正在{{label}}…',
    failed: '{{label}}失败。',
    couldNot: '无法{{label}}：{{why}}',
    noAnswer: '实验室没有回应 {{method}} {{path}}（{{why}}）',
    httpFailed: '{{method}} {{path}} 返回 HTTP {{status}}',
    notJson: '{{method}} {{path}} 返回的不是 JSON',
    language: '语言',
    consolePages: '实验室页面',
    skipLink: '跳到控制台',
    none: '无',
    noneLower: '无',
    notLoaded: '尚未加载。',
    yes: '是',
    no: '否',
    cancel: '取消',
  },
};
