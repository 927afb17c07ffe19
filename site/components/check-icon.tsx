/** The tick used by every checklist and point list; decorative, the text carries the meaning. */
export function CheckIcon({ size = 20 }: { size?: number }) {
  return (
    <svg className="check-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
