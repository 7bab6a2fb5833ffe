import type { LocalizedCatalogue } from '@shell/i18n';

export interface UploadMessages {
  title: string;
  /** docs/upload.md: no type and no size. */
  unrecognised: string;
  /** docs/upload.md: a non-ofd file without a type. */
  unknownFormat: string;
  /** docs/upload.md standalone-app name rules; the Chinese texts are the spec's own. */
  forbiddenChars: string;
  nameTooLong: string;
  onlyAllowed: (types: readonly string[], sizeMb: number) => string;
  oversize: (name: string, sizeMb: number) => string;
  /** docs/upload.md: a chat-app picker image too large. */
  chatAppTooLarge: string;
  md5Mismatch: string;
  uploadFailed: string;
  /** The tenant's storage could not be reached or named one the app cannot use. */
  /** docs/upload.md: a picker failure without a message of its own. */
  systemError: string;
  timedOut: string;
  tooManyFiles: (max: number) => string;
  chooseFiles: string;
  takePhoto: string;
  chooseFromHost: string;
  chooseFromChats: string;
  retry: (name: string) => string;
  cancel: (name: string) => string;
  cancelled: string;
  done: string;
  progressOf: (name: string) => string;
  overall: string;
  bytes: (loaded: string, total: string) => string;
}

export const uploadMessages: LocalizedCatalogue<UploadMessages> = {
  'zh-CN': {
    title: '附件上传',
    unrecognised: '上传的文件无法识别，请修复后重新上传',
    unknownFormat: '文件格式无法识别',
    forbiddenChars: '文件名称不得包含%、#字符, 请修改名称后重新上传',
    nameTooLong: '文件名称不得超过34个字符, 上传失败',
    onlyAllowed: (types, sizeMb) => `只允许上传${types.join('、')}，${sizeMb}M以内的文件`,
    oversize: (name, sizeMb) => `${name} 超过 ${sizeMb}M，未上传`,
    chatAppTooLarge: '您选择上传的文件过大，请压缩后再上传',
    md5Mismatch: '文件上传失败，原因：文件MD5不一致',
    uploadFailed: '文件上传失败',
    systemError: '系统异常，请联系管理员',
    timedOut: '文件上传超时，请重试',
    tooManyFiles: (max) => `一次最多上传${max}个文件`,
    chooseFiles: '选择文件',
    takePhoto: '拍照',
    chooseFromHost: '选择图片',
    chooseFromChats: '从聊天中选择文件',
    retry: (name) => `重试上传${name}`,
    cancel: (name) => `取消上传${name}`,
    cancelled: '已取消',
    done: '已上传',
    progressOf: (name) => `${name} 上传进度`,
    overall: '总进度',
    bytes: (loaded, total) => `${loaded} / ${total}`,
  },
  'en-US': {
    title: 'Attachments',
    unrecognised: 'the uploaded file cannot be recognised, please fix and re-upload',
    unknownFormat: 'format cannot be recognised',
    forbiddenChars: 'File names must not contain % or #, please rename the file and upload again',
    nameTooLong: 'File names must not exceed 34 characters, upload failed',
    onlyAllowed: (types, sizeMb) =>
      `only allowed to upload ${types.join(', ')}, within ${sizeMb}M files`,
    oversize: (name, sizeMb) => `${name} is over ${sizeMb}M and was not uploaded`,
    chatAppTooLarge: 'The file you chose is too large, please compress it and upload again',
    md5Mismatch: 'file upload failed, reason: file MD5 mismatch',
    uploadFailed: 'file upload failed',
    systemError: 'System error, please contact the administrator',
    timedOut: 'The upload timed out, please retry',
    tooManyFiles: (max) => `At most ${max} files per upload`,
    chooseFiles: 'Choose files',
    takePhoto: 'Take a photo',
    chooseFromHost: 'Choose images',
    chooseFromChats: 'Choose files from chats',
    retry: (name) => `Retry uploading ${name}`,
    cancel: (name) => `Cancel uploading ${name}`,
    cancelled: 'Cancelled',
    done: 'Uploaded',
    progressOf: (name) => `${name} upload progress`,
    overall: 'Overall progress',
    bytes: (loaded, total) => `${loaded} / ${total}`,
  },
};
