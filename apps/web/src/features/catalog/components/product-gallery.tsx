import { useState, type MouseEvent } from "react";
import { DEFAULT_IMAGE, uploadUrl } from "@taaza/domain";
import { HydratedButton } from "../../../components/ui/hydrated-button.tsx";
import { ZoomIcon } from "../../../components/ui/icons.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { PRODUCT_PHOTO_SIZES } from "../image-sizes.ts";
import { ProductImage } from "../../../components/ui/product-image.tsx";
import "./product-gallery.css";
import { t } from "../../../lib/i18n/i18n.ts";
import { browseText } from "../../../lib/i18n/messages/browse.ts";

/**
 * The product page's photos: a large one, thumbnails to switch, and a zoom view. In the zoom
 * view a tap or click magnifies the spot under the pointer; another one zooms back out. On a
 * server-drawn page the buttons wait for hydration, like the shop's other controls: a tap
 * before it would do nothing.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const photos = images.length > 0 ? images : [DEFAULT_IMAGE];
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const current = photos[Math.min(index, photos.length - 1)]!;

  return (
    <div className="gallery">
      {/* A plain button, shown before the script: it holds the page's largest image, which must
          paint at once (a hidden one is not painted). A tap once React has the page is replayed. */}
      <button type="button" className="gallery__main" onClick={() => setZoomOpen(true)} aria-label={t(browseText.zoomInto, { name })}>
        <ProductImage file={current} alt={name} sizes={PRODUCT_PHOTO_SIZES} className="gallery__main-image" priority />
        <span className="gallery__zoom-hint" aria-hidden="true">
          <ZoomIcon />
        </span>
      </button>
      {photos.length > 1 && <Thumbnails name={name} photos={photos} index={index} onSelect={setIndex} />}
      {zoomOpen && (
        <Modal
          title={t(browseText.photoOf, { name, index: index + 1, count: photos.length })}
          hideTitle
          size="large"
          onClose={() => setZoomOpen(false)}
        >
          <ZoomView key={current} file={current} alt={name} />
          {photos.length > 1 && <Thumbnails name={name} photos={photos} index={index} onSelect={setIndex} />}
        </Modal>
      )}
    </div>
  );
}

function Thumbnails({
  name,
  photos,
  index,
  onSelect,
}: {
  name: string;
  photos: readonly string[];
  index: number;
  onSelect: (i: number) => void;
}) {
  return (
    <ul className="gallery__thumbs" role="list">
      {photos.map((photo, i) => (
        <li key={`${photo}-${i}`}>
          <HydratedButton
            type="button"
            className="gallery__thumb"
            aria-label={t(browseText.showPhoto, { index: i + 1, name })}
            aria-pressed={i === index}
            onClick={() => onSelect(i)}
          >
            <ProductImage file={photo} alt="" sizes="72px" className="gallery__thumb-image" />
          </HydratedButton>
        </li>
      ))}
    </ul>
  );
}

function ZoomView({ file, alt }: { file: string; alt: string }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (origin) return setOrigin(null);
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no pointer position: zoom into the middle.
    const x = event.clientX ? ((event.clientX - box.left) / box.width) * 100 : 50;
    const y = event.clientY ? ((event.clientY - box.top) / box.height) * 100 : 50;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <button
      type="button"
      className="gallery__zoom"
      aria-label={origin ? t(browseText.zoomOut) : t(browseText.zoomIn)}
      aria-pressed={origin !== null}
      onClick={toggle}
    >
      <img
        className="gallery__zoom-image"
        src={uploadUrl(file)}
        width={960}
        height={960}
        alt={alt}
        style={origin ? { transform: "scale(2.2)", transformOrigin: origin } : undefined}
      />
    </button>
  );
}
