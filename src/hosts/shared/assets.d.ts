/** Images bundled as files (webpack `asset/resource`): the import is the file's address. */
declare module '*.svg' {
  const address: string;
  export default address;
}
