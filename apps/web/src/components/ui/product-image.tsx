import { useState } from "react";
import { DEFAULT_IMAGE, imageSrcSet, uploadUrl } from "@taaza/domain";

type ProductImageProps = {
  file: string | undefined;
  alt: string;
  /** How wide the image is drawn at each breakpoint, so the browser picks the right copy. */
  sizes: string;
  className?: string;
  /** Above the fold (the first row of a listing, the product photo): load at once, first. */
  priority?: boolean;
};

/** A square product photo from /uploads, falling back to the shop's default image if it fails. */
export function ProductImage({ file, alt, sizes, className, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed || !file ? DEFAULT_IMAGE : file;
  const srcSet = imageSrcSet(shown);

  return (
    <img
      className={className}
      src={uploadUrl(shown)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={480}
      height={480}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      alt={alt}
      // Falling back once is enough: if the default image fails too, the alt text stays.
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}
