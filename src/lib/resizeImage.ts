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

/**
 * Shrinks a wide photo to `maxWidth` before upload, so a phone picture does not become a heavy
 * page. GIFs are left alone (redrawing would drop their animation), and so is everything where
 * the browser cannot decode images into a canvas.
 */
export async function resizeImage(file: File, maxWidth: number): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  const bitmap = await createImageBitmap(file);
  const size = scaledSize(bitmap.width, bitmap.height, maxWidth);
  if (!size) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const resized = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.85));
  return resized ?? file;
}
