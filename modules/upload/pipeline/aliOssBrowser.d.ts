/** The vendor's browser build: the same client as the package's main entry, typed by @types/ali-oss. */
declare module 'ali-oss/dist/aliyun-oss-sdk.min.js' {
  import OSS from 'ali-oss';
  export default OSS;
}
