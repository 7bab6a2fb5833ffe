/** Outline glyphs per resource `type` (24×24, drawn in the text colour); links get the chain. */
const PATHS: Readonly<Record<string, string>> = {
  BUTTON_TAXI_ORDER:
    'M5 16V11l2-5h10l2 5v5M5 16h14M5 16v2h3v-2M16 16v2h3v-2M5 11h14M8 13.5h.01M16 13.5h.01',
  BUTTON_MALL: 'M3 4h2l2.5 11h10l2-8H6.2M9 20h.01M17 20h.01',
  BUTTON_TRIP_MONEY: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 7l3 4l3-4M12 11v7M9 12h6M9 15h6',
  BUTTON_HOTEL: 'M3 19V6M3 14h18v5M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01',
  BUTTON_CAR_QUOTA: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M4 17h16',
};
const LINK =
  'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1';

export function ResourceIcon({ type }: { type: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={type in PATHS ? type : 'LINK'}
    >
      <path d={PATHS[type] ?? LINK} />
    </svg>
  );
}
