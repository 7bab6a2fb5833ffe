/** Dispatched on window once the plain web bridge is set up (docs/host-verbs.md "Plain web host"). */
export const HOST_BRIDGE_READY_EVENT = 'hostbridgeready';
