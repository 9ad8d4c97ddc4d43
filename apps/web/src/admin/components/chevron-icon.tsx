import type { SVGProps } from "react";
import "./chevron-icon.css";

/** A right-pointing chevron; expandable rows turn it down when open (CSS). */
export function ChevronIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}
