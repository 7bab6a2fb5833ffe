/** The frame sizes the console plays, which a replay opens the app at. */
export const DEVICE_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
