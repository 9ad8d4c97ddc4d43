import { BANNER_SHAPES, type Creative } from "@taaza/domain";

export type CropBox = { left: number; top: number; width: number; height: number };

/**
 * The part of an image a banner frame shows: the slider draws images with object-fit: cover,
 * centred, so an image of another shape loses its left and right (or top and bottom) edges.
 * Answered in percent of the image, to outline on a preview of the whole image.
 */
export function coverCrop(imageWidth: number, imageHeight: number, frameWidth: number, frameHeight: number): CropBox {
  const imageRatio = imageWidth / imageHeight;
  const frameRatio = frameWidth / frameHeight;
  if (!(imageRatio > 0) || !(frameRatio > 0)) return { left: 0, top: 0, width: 100, height: 100 };
  if (imageRatio > frameRatio) {
    const width = (frameRatio / imageRatio) * 100;
    return { left: (100 - width) / 2, top: 0, width, height: 100 };
  }
  const height = (imageRatio / frameRatio) * 100;
  return { left: 0, top: (100 - height) / 2, width: 100, height };
}

/** What staff are told about a chosen image before it goes live: size and lost edges. */
export function bannerAdvice(tag: Creative["tag"], imageWidth: number, imageHeight: number): string[] {
  const shape = BANNER_SHAPES[tag];
  const advice: string[] = [];
  if (imageWidth < shape.width || imageHeight < shape.height) {
    advice.push(
      `This image is ${imageWidth} × ${imageHeight} px, smaller than the recommended ${shape.width} × ${shape.height} px: it may look blurry.`,
    );
  }
  const crop = coverCrop(imageWidth, imageHeight, shape.width, shape.height);
  const lost = Math.round(100 - (crop.width * crop.height) / 100);
  if (lost >= 5) {
    advice.push(`Its shape is not ${shape.ratio}: about ${lost}% of it (outside the outline) will be cut off.`);
  }
  return advice;
}
