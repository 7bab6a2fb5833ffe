/**
 * Host SDKs the remote lookup knows. The app resolves kk, kingOA, hzBank and microsoftTeams
 * itself; every other `sdkName` goes through this lookup, so these stand for those hosts.
 */
export interface SdkEntry {
  version: string;
}

export const SDK_CATALOG: Readonly<Record<string, SdkEntry>> = {
  cloudOffice: { version: '2.3.1' },
  mobileEnterprise: { version: '1.8.0' },
  nativeWrapper: { version: '0.9.71' },
};
