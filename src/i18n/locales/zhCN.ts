/** zh-CN is the source of truth: every key starts here, en-US must mirror it (checked by the type). */
export const zhCN = {
  app: {
    title: '费用管理',
    loading: '正在加载…',
    skipToContent: '跳到主要内容',
  },
  error: {
    unknownProblem: '未知问题，请联系系统管理员',
    imageAlt: '出错了',
    retry: '重新加载',
    backHome: '返回首页',
    details: '错误详情',
    configInvalid: '配置文件无效，已使用默认配置：{{reason}}',
  },
  login: {
    title: '登录',
    notLoggedIn: '您尚未登录，请从所在应用重新进入',
    hint: '本应用通过所在的企业应用登录。请关闭页面后从企业应用中重新打开。',
    retry: '重新登录',
  },
  signIn: {
    signingIn: '正在登录…',
    ssoFailed: 'SSO登录失败',
    sessionExpired: '会话已过期，请刷新页面或关闭后重新打开',
    wechatApiVerify: '微信api验证错误，刷新重试或关闭后重新打开',
    enterFailed: '无法进入应用：{{reason}}',
    noCode: '没有获取到code',
    bankLoginFailed: '登录失败',
    loginIdentityExpired: '您的登录身份已过期，请退出应用后重新进入',
    cloudOfficeRetry: '您的账号正在准备中，请稍后重试',
    hostNoAnswer: '所在的应用没有响应，请关闭后重新打开',
    notSupported: '暂不支持，请咨询系统管理员',
    notSupportedWeb: '暂不支持',
    systemError: '系统异常，请联系管理员',
    fileTooLarge: '文件过大，请压缩后重新上传',
    errorTitle: 'Error',
    noticeTitle: '提示',
    ok: '确定',
    retry: '重试',
    failedTitle: '无法登录',
    initializingTitle: '信息初始化中',
    initializing: '您的企业信息正在初始化，请稍后重新打开应用。',
  },
  enterprise: {
    title: '选择企业',
    hint: '您的账号未关联企业，请选择要进入的企业。',
    empty: '没有可选择的企业',
    loadFailed: '企业列表加载失败，请重试',
    current: '当前企业',
    loading: '正在加载企业列表…',
    retry: '重试',
    list: '可进入的企业',
    switching: '正在进入 {{name}}…',
  },
  home: {
    title: '工作台',
    welcome: '欢迎使用费用管理',
  },
  microApp: {
    notFoundTitle: '页面不存在',
    notFound: '没有找到这个页面，请检查地址或从导航重新进入。',
    failedTitle: '这部分加载失败',
    failed: '{{name}} 暂时无法使用，页面的其他部分不受影响。',
    retry: '重试',
    loading: '正在加载 {{name}}…',
    nav: '应用导航',
  },
  settings: {
    language: '语言',
    theme: '主题',
    light: '浅色',
    dark: '深色',
  },
} as const;

/** Same keys as zh-CN, any wording. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof zhCN>;
