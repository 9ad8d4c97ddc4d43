import { useState } from "react";
import { DEFAULT_IMAGE, imageVariant, uploadUrl } from "@taaza/domain";

type ProductThumbProps = { file: string | undefined; alt: string; size: number; className?: string };

/** A small square product image from /uploads (the 240px copy), with the default image as fallback. */
export function ProductThumb({ file, alt, size, className }: ProductThumbProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed || !file ? DEFAULT_IMAGE : imageVariant(file, 240);
  return (
    <img
      className={className}
      src={uploadUrl(shown)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      alt={alt}
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}
