import { useState } from "react";
import { DEFAULT_IMAGE, imageVariant, uploadUrl } from "@taaza/domain";
import "./product-thumb.css";

/** A small square product photo for basket and order rows; the smallest stored copy is plenty. */
export function ProductThumb({ file, size = 64 }: { file: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  const shown = failed || !file ? DEFAULT_IMAGE : imageVariant(file, 240);
  return (
    <img
      className="product-thumb"
      src={uploadUrl(shown)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      alt=""
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}
