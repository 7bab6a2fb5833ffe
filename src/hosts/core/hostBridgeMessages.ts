import type { LocalizedCatalogue } from '@shell/i18n';

interface HostBridgeMessages {
  /** Mobile and embedded variants (docs/host-verbs.md "Unsupported features"). */
  notSupported: string;
  /** Plain web variant. */
  notSupportedWeb: string;
}

export const hostBridgeMessages: LocalizedCatalogue<HostBridgeMessages> = {
  'zh-CN': {
    notSupported: '暂不支持，请咨询系统管理员',
    notSupportedWeb: '暂不支持',
  },
  'en-US': {
    notSupported: 'not supported yet, consult the system administrator',
    notSupportedWeb: 'not supported',
  },
};
