// jsdom lacks several web APIs that Node already has (see TOOLCHAIN.md). MessageChannel is
// deliberately not copied: React's scheduler would then keep a Node port open and jest never exits.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'structuredClone',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
];

class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined' && typeof this.global[name] === 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
    if (!this.global.crypto || !this.global.crypto.subtle) {
      Object.defineProperty(this.global, 'crypto', { value: require('node:crypto').webcrypto });
    }
  }
}

module.exports = JsdomWithNodeGlobals;
