import { latency, requireDemoAdmin } from './store';
import { firebaseLikeError } from '../errors';

/**
 * Demo twin of the images module. The "upload" reports progress in steps like a real one, and
 * the address is a data: URL, so the demo keeps the picture across reloads without a server.
 */
export async function uploadBlogImage(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  requireDemoAdmin();
  for (const percent of [10, 30, 55, 80, 95]) {
    onProgress(percent);
    await latency();
  }
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(firebaseLikeError('storage/unknown', 'Could not read the file'));
    reader.readAsDataURL(file);
  });
  onProgress(100);
  return url;
}

export const uploadDoctorPhoto = uploadBlogImage;

export async function deleteImage(_url: string): Promise<void> {
  // Data URLs live inside the blog; nothing else to delete.
}
