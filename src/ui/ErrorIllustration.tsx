/** Drawn with currentColor and theme tokens so it follows light/dark mode and the brand colour. */
export function ErrorIllustration({ title }: { title: string }) {
  return (
    <svg role="img" aria-label={title} width="160" height="120" viewBox="0 0 160 120">
      <title>{title}</title>
      <rect
        x="20"
        y="18"
        width="120"
        height="84"
        rx="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        opacity="0.35"
      />
      <line x1="20" y1="38" x2="140" y2="38" stroke="currentColor" strokeWidth="4" opacity="0.35" />
      <circle cx="34" cy="28" r="3" fill="currentColor" opacity="0.5" />
      <circle cx="46" cy="28" r="3" fill="currentColor" opacity="0.5" />
      <path
        d="M80 52 L100 88 H60 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <line
        x1="80"
        y1="64"
        x2="80"
        y2="76"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="80" cy="82" r="2.5" fill="currentColor" />
    </svg>
  );
}
