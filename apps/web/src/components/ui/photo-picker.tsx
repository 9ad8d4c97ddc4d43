import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { CameraIcon, CloseIcon } from "./icons.tsx";
import "./photo-picker.css";

export type PickedPhoto = { file: File; url: string };

/** What a pick left out: files that are not images, or more than the room left. */
export type PickRefusal = "notImages" | "tooMany" | null;

/**
 * Photos a customer picks to send with a form (a review, an issue report), at most `limit`,
 * previewed as object URLs that are freed when a photo is removed or the form goes.
 */
export function usePhotoPicks(limit: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  /** Keeps the chosen images that fit; says what it left out. */
  const add = (event: ChangeEvent<HTMLInputElement>): PickRefusal => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    const images = chosen.filter((file) => file.type.startsWith("image/"));
    const room = limit - photos.length;
    const kept = images.slice(0, Math.max(0, room));
    setPhotos((current) => [...current, ...kept.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
    return images.length < chosen.length ? "notImages" : images.length > room ? "tooMany" : null;
  };

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.url);
    setPhotos((current) => current.filter((p) => p !== photo));
  };

  return { photos, add, remove, files: () => photos.map((p) => p.file) };
}

export interface PhotoPickerWords {
  heading: string;
  add: string;
  /** The preview's alternative text, for the photo at `index` (1-based). */
  photo: (index: number) => string;
  /** The remove button's name, for the photo at `index` (1-based). */
  remove: (index: number) => string;
}

/** The previews with their remove buttons, and the "Add photos" tile while there is room. */
export function PhotoPicker({
  inputId,
  limit,
  photos,
  words,
  onAdd,
  onRemove,
}: {
  inputId: string;
  limit: number;
  photos: readonly PickedPhoto[];
  words: PhotoPickerWords;
  onAdd: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (photo: PickedPhoto) => void;
}) {
  return (
    <div className="photo-picker">
      <span className="photo-picker__heading">{words.heading}</span>
      <div className="photo-picker__photos">
        {photos.map((photo, index) => (
          <div key={photo.url} className="photo-picker__preview">
            <img src={photo.url} width={80} height={80} alt={words.photo(index + 1)} />
            <button type="button" className="photo-picker__remove" aria-label={words.remove(index + 1)} onClick={() => onRemove(photo)}>
              <CloseIcon />
            </button>
          </div>
        ))}
        {photos.length < limit && (
          <label htmlFor={inputId} className="photo-picker__add">
            <CameraIcon />
            <span>{words.add}</span>
          </label>
        )}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={photos.length >= limit}
          onChange={onAdd}
        />
      </div>
    </div>
  );
}
