import { demoReadsDrafts, latency, permissionDenied, requireDemoPermission } from './store';
import { firebaseLikeError } from '../errors';

/**
 * Demo twin of the images module. The "upload" reports progress in steps like a real one, and
 * the address is a data: URL, so the demo keeps the picture across reloads without a server.
 */
async function upload(file: Blob, onProgress: (percent: number) => void): Promise<string> {
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

/** As storage.rules: blog images by the content roles and doctors (who write posts). */
export async function uploadBlogImage(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  if (!demoReadsDrafts()) throw permissionDenied();
  return upload(file, onProgress);
}

/** As storage.rules: doctors' photos by the content roles only. */
export async function uploadDoctorPhoto(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  requireDemoPermission('editContent');
  return upload(file, onProgress);
}

export async function deleteImage(_url: string): Promise<void> {
  // Data URLs live inside the blog; nothing else to delete.
}
