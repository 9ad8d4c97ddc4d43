import type { SVGProps } from "react";

/** The shop's fish mark, beside its name in the header and footer. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
      <path fill="#0e5e6f" d="M3 16c4-6.5 10-9 16-8.5 4 .4 7 3 9.5 8.5-2.5 5.5-5.5 8.1-9.5 8.5-6 .5-12-2-16-8.5zM3 16l-2-5v10z" />
      <circle cx="22.5" cy="14" r="1.8" fill="#e4572e" />
      <path fill="none" stroke="#fffbf5" strokeWidth="1.5" strokeLinecap="round" d="M13 11.5c1.5 3 1.5 6 0 9" />
    </svg>
  );
}
