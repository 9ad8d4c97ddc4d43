import { useState } from "react";
import { DEFAULT_IMAGE, imageVariant, uploadUrl } from "@taaza/domain";
import "./product-thumb.css";

type ProductThumbProps = {
  file: string | undefined;
  size?: number;
  /** Empty by default: beside the product's name the photo adds nothing for a screen reader. */
  alt?: string;
  /** Where the thumb sits in its layout (grid area, size on phones). */
  className?: string;
};

/** A small square product photo for basket, order and admin rows; the 240px stored copy is plenty. */
export function ProductThumb({ file, size = 64, alt = "", className }: ProductThumbProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed || !file ? DEFAULT_IMAGE : imageVariant(file, 240);
  return (
    <img
      className={className ? `product-thumb ${className}` : "product-thumb"}
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
