/** The enumerations are the wire contract's (contracts/billEnumerations.ts), shared with the mock. */
export * from '@contracts/billEnumerations';
