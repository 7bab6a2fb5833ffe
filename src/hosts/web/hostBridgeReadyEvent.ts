/** Dispatched on window once the plain web bridge is set up (spec §4 "Plain web host"). */
export const HOST_BRIDGE_READY_EVENT = 'hostbridgeready';
