import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../config/limits';

/** Why an image is refused, in words for the admin, or null when it is acceptable. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) return 'This image is larger than 5 MB. Please choose a smaller one.';
  return null;
}

/** The size to draw an image at so it is at most `maxWidth` wide, or null when it already is. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } | null {
  if (width <= maxWidth) return null;
  return { width: maxWidth, height: Math.round((height * maxWidth) / width) };
}

async function drawn(bitmap: ImageBitmap, size: { width: number; height: number }, type: string, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Whether the browser can redraw this image (GIFs are never redrawn: that would drop their animation). */
const canRedraw = (file: Blob) => file.type !== 'image/gif' && typeof createImageBitmap === 'function';

/**
 * Shrinks a wide photo to `maxWidth` before upload, so a phone picture does not become a heavy
 * page. GIFs are left alone, and so is everything where the browser cannot decode images into a
 * canvas.
 */
export async function resizeImage(file: File, maxWidth: number): Promise<Blob> {
  if (!canRedraw(file)) return file;
  const bitmap = await createImageBitmap(file);
  const size = scaledSize(bitmap.width, bitmap.height, maxWidth);
  const resized = size ? await drawn(bitmap, size, file.type, 0.85) : null;
  bitmap.close();
  return resized ?? file;
}

/**
 * The card-sized copy of a post's image (WebP, or JPEG where the browser cannot write WebP),
 * `width` wide; null when the image is no wider than that (the card then shows the image itself)
 * or cannot be redrawn.
 */
export async function cardImage(file: File, width: number): Promise<Blob | null> {
  if (!canRedraw(file)) return null;
  const bitmap = await createImageBitmap(file);
  const size = scaledSize(bitmap.width, bitmap.height, width);
  let card: Blob | null = null;
  if (size) {
    card = await drawn(bitmap, size, 'image/webp', 0.8);
    // Browsers that cannot encode WebP hand back a PNG instead: JPEG is far smaller for photos.
    if (card && card.type !== 'image/webp') card = await drawn(bitmap, size, 'image/jpeg', 0.8);
  }
  bitmap.close();
  return card;
}
