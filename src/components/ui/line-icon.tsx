export interface LineIconProps {
  /** The drawing: an SVG path of lines in a 16 by 16 box. */
  d: string;
  className?: string;
  strokeWidth?: number;
}

/** A line drawing in the colour of the text beside it, which says what it means: hidden from assistive technology. */
export function LineIcon({ d, className, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
