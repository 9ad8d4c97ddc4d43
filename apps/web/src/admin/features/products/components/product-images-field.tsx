import { useEffect, useId, useRef } from "react";
import { toast } from "../../../../lib/toast.ts";
import { PRODUCT_IMAGE_LIMIT, PRODUCT_MESSAGES } from "@taaza/domain";
import { CloseIcon } from "../../../../components/ui/icons.tsx";
import { ProductThumb } from "../../../../components/ui/product-thumb.tsx";
import { IMAGE_ACCEPT, imageFileProblem } from "../../../lib/image-files.ts";

/** A file chosen in this form, with the object URL of its preview. */
export type NewImage = { key: string; file: File; url: string };

type ProductImagesFieldProps = {
  /** The product's current images being kept, in order (edit only). */
  existing: string[];
  onExistingChange: (names: string[]) => void;
  added: NewImage[];
  onAddedChange: (images: NewImage[]) => void;
  error: string | undefined;
  productName: string;
};

let nextKey = 0;

/**
 * Up to three images: current ones can be kept, moved or removed without uploading them again;
 * new files are previewed and go after them (the server appends new files to the kept ones).
 */
export function ProductImagesField({ existing, onExistingChange, added, onAddedChange, error, productName }: ProductImagesFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const total = existing.length + added.length;

  // Free every preview URL when the form goes away.
  const addedRef = useRef(added);
  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  useEffect(() => () => addedRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const pick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (inputRef.current) inputRef.current.value = "";
    if (chosen.length === 0) return;
    if (total + chosen.length > PRODUCT_IMAGE_LIMIT) {
      toast.error(PRODUCT_MESSAGES.tooManyImages);
      return;
    }
    const problem = chosen.map(imageFileProblem).find((message) => message !== null);
    if (problem) {
      toast.error(problem);
      return;
    }
    onAddedChange([...added, ...chosen.map((file) => ({ key: `new-${nextKey++}`, file, url: URL.createObjectURL(file) }))]);
  };

  const removeAdded = (key: string) => {
    const image = added.find((item) => item.key === key);
    if (image) URL.revokeObjectURL(image.url);
    onAddedChange(added.filter((item) => item.key !== key));
  };

  const listRef = useRef<HTMLOListElement>(null);
  // A moved tile is re-inserted in the DOM, which drops focus; put it back on the same arrow
  // (or the other one when the tile reached an end), so keyboard users can keep moving it.
  const keepFocus = (key: string, step: -1 | 1) =>
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector(`[data-key="${CSS.escape(key)}"]`);
      const same = item?.querySelector<HTMLButtonElement>(`[data-step="${step}"]`);
      const other = item?.querySelector<HTMLButtonElement>(`[data-step="${-step}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });

  const label = (position: number) => `image ${position} of ${productName.trim() || "the product"}`;

  return (
    <fieldset className="image-field" aria-describedby={error ? `${hintId} ${errorId}` : hintId} data-invalid={error ? "" : undefined}>
      <legend className="admin-field__label">Images</legend>
      <p id={hintId} className="admin-field__hint">
        Up to {PRODUCT_IMAGE_LIMIT} images (JPEG, PNG, WebP, GIF or AVIF, 5 MB each). The first one is shown on the product card.
      </p>
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
      <ol ref={listRef} className="image-field__list">
        {existing.map((name, index) => (
          <li key={name} data-key={name} className="image-field__item">
            <ProductThumb file={name} alt={`Current ${label(index + 1)}`} size={160} className="image-field__image" />
            <ImageControls
              description={label(index + 1)}
              canMoveLeft={index > 0}
              canMoveRight={index < existing.length - 1}
              onMove={(step) => {
                onExistingChange(move(existing, index, step));
                keepFocus(name, step);
              }}
              onRemove={() => onExistingChange(existing.filter((item) => item !== name))}
            />
          </li>
        ))}
        {added.map((image, index) => (
          <li key={image.key} data-key={image.key} className="image-field__item">
            <img
              src={image.url}
              alt={`New ${label(existing.length + index + 1)}`}
              width={160}
              height={160}
              className="image-field__image"
            />
            <span className="image-field__new">New</span>
            <ImageControls
              description={label(existing.length + index + 1)}
              canMoveLeft={index > 0}
              canMoveRight={index < added.length - 1}
              onMove={(step) => {
                onAddedChange(move(added, index, step));
                keepFocus(image.key, step);
              }}
              onRemove={() => removeAdded(image.key)}
            />
          </li>
        ))}
        {total < PRODUCT_IMAGE_LIMIT && (
          <li className="image-field__item image-field__item--add">
            <label htmlFor={inputId} className="image-field__add">
              <span aria-hidden="true" className="image-field__plus">
                +
              </span>
              {total === 0 ? "Choose images" : "Add image"}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="admin-file-input"
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              onChange={(event) => pick(event.target.files)}
            />
          </li>
        )}
      </ol>
    </fieldset>
  );
}

type ImageControlsProps = {
  description: string;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

function ImageControls({ description, canMoveLeft, canMoveRight, onMove, onRemove }: ImageControlsProps) {
  return (
    <div className="image-field__controls">
      <button
        type="button"
        className="image-field__control"
        aria-label={`Move ${description} left`}
        data-step={-1}
        disabled={!canMoveLeft}
        onClick={() => onMove(-1)}
      >
        ←
      </button>
      <button
        type="button"
        className="image-field__control"
        aria-label={`Move ${description} right`}
        data-step={1}
        disabled={!canMoveRight}
        onClick={() => onMove(1)}
      >
        →
      </button>
      <button
        type="button"
        className="image-field__control image-field__control--remove"
        aria-label={`Remove ${description}`}
        title="Remove"
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

function move<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
