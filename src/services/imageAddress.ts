import { IMAGE_ADDRESS_MAX_LENGTH } from '../config/limits';

/**
 * What an image address stored on a post or a doctor may be (firestore.rules validImageAddress,
 * verbatim: tests/unit/rulesAgreement.test.ts): at most IMAGE_ADDRESS_MAX_LENGTH characters, and
 * empty, a path of this site ("/images/…", never "//host"), or a download address of the app's
 * own uploads in Cloud Storage (blog-images/ or doctor-photos/, as src/services/firebase/images.ts
 * names them), on Firebase's host or the Storage emulator's. It goes into `src` and `srcset`: no
 * other host (a tracking pixel), no script, no space or comma that could add a candidate. The
 * rules cannot know the project's bucket, so any bucket name is taken; the folder and the shape
 * are checked.
 */
export const SITE_IMAGE_PATTERN = '/[A-Za-z0-9._~%-][A-Za-z0-9/._~%-]*';
export const STORAGE_IMAGE_PATTERN =
  '(https://firebasestorage[.]googleapis[.]com|http://(127[.]0[.]0[.]1|localhost):[0-9]{2,5})/v0/b/[a-z0-9._-]+/o/(blog-images|doctor-photos)%2F[A-Za-z0-9._~-]+[?]alt=media(&token=[A-Za-z0-9-]+)?';

const site = new RegExp(`^(?:${SITE_IMAGE_PATTERN})$`);
const storage = new RegExp(`^(?:${STORAGE_IMAGE_PATTERN})$`);

export const isImageAddress = (value: string): boolean =>
  value.length <= IMAGE_ADDRESS_MAX_LENGTH && (value === '' || site.test(value) || storage.test(value));
