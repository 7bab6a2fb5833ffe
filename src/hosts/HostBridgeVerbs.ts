/** The verbs of Host bridge (docs/host-verbs.md) and the records they carry; every host adapter implements some. */

export interface PersonInfo {
  id: string;
  openId?: string;
  networkId?: string;
  enterpriseId?: string;
  companyName?: string;
  photoUrl?: string;
  name?: string;
  userId?: string;
}

export interface ChooseImageOptions {
  count?: number;
  source?: Array<'album' | 'camera'>;
  /** 0–1; 1 = original. */
  compress?: number;
}

export interface ChosenFile {
  name: string;
  /** Where the page reads the bytes: a data: address (decoded in the page), blob: or http(s). */
  url: string;
  /** Bytes, as the host says; checked against the limit before anything is read. */
  size?: number;
  type?: string;
  /** The host's own path of the file, set only by a host that can upload it itself. */
  hostPath?: string;
}

/** docs/host-verbs.md share payload; each pair of names is one field (the hosts' SDKs use either). */
export interface SharePayload {
  title: string;
  content?: string;
  desc?: string;
  url?: string;
  link?: string;
  image?: string;
  imgUrl?: string;
  type?: string;
}

export interface ProxyRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  data?: unknown;
  headers?: Record<string, string>;
  serializer?: 'json' | 'form';
}

/** The verbs of Host bridge (docs/host-verbs.md). Unsupported verbs show the spec's alert and reject. */
export interface HostBridgeVerbs {
  ready(): Promise<void>;
  getAuthCode(): Promise<string>;
  toast(message: string): Promise<void>;
  storageGet(key: string): Promise<string | null>;
  storageSet(key: string, value: string): Promise<void>;
  storageRemove(key: string): Promise<void>;
  storageClear(): Promise<void>;
  setNavigationBar(style: { title?: string; color?: string; background?: string }): Promise<void>;
  openLightApp(appId: string, path?: string): Promise<void>;
  getPersonInfo(): Promise<PersonInfo>;
  proxyRequest<T>(request: ProxyRequest): Promise<T>;
  openLink(url: string): Promise<void>;
  previewImages(urls: string[], current: string): Promise<void>;
  download(url: string, fileName: string): Promise<void>;
  chooseImage(options?: ChooseImageOptions): Promise<ChosenFile[]>;
  chooseFile(options?: { count?: number }): Promise<ChosenFile[]>;
  scan(options?: { type?: 'qrCode' | 'barCode' }): Promise<string>;
  share(payload: SharePayload): Promise<void>;
  close(): Promise<void>;
}
