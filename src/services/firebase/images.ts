import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { firebaseStorage } from '../../lib/storage';

/** Images in Cloud Storage: blog images under blog-images/, doctors' photos under doctor-photos/. */

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

const FOLDERS = ['blog-images', 'doctor-photos'] as const;

/** Uploads an image, reporting progress (0 to 100), and resolves with its download address. */
async function uploadImage(folder: (typeof FOLDERS)[number], file: Blob, onProgress: (percent: number) => void): Promise<string> {
  const name = `${folder}/${Date.now()}-${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'img'}`;
  const task = uploadBytesResumable(ref(firebaseStorage(), name), file, {
    contentType: file.type,
    cacheControl: 'public, max-age=31536000',
  });
  task.on('state_changed', (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)));
  await task;
  onProgress(100);
  return getDownloadURL(task.snapshot.ref);
}

export const uploadBlogImage = (file: Blob, onProgress: (percent: number) => void) => uploadImage('blog-images', file, onProgress);
export const uploadDoctorPhoto = (file: Blob, onProgress: (percent: number) => void) => uploadImage('doctor-photos', file, onProgress);

/** Deletes an uploaded image by its address. Addresses that are not ours (bundled art) are left alone. */
export async function deleteImage(url: string): Promise<void> {
  if (!/^https?:\/\//.test(url) || !FOLDERS.some((folder) => url.includes(folder))) return;
  try {
    await deleteObject(ref(firebaseStorage(), url));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}
