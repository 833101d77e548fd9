import { defineMessages } from '../i18n/messages';

/** The words of the shared components only admins' editors show (the image upload field): not loaded by public pages. */
const en = {
  imageWrongType: 'Please choose a JPEG, PNG, WebP or GIF image.',
  imageTooLarge: 'This image is larger than 5 MB. Please choose a smaller one.',
  uploadFailed: (noun: string) => `The ${noun} could not be uploaded. Please check your connection and try again.`,
  uploadUnavailable:
    'Image upload needs the Storage emulator, which cannot start on this machine. Everything else works; posts can be saved without an image.',
  uploadProgress: (label: string) => `${label} upload`,
};
export type ComponentAdminMessages = typeof en;

export const componentAdminMessages = defineMessages('src/components/adminMessages.ts', en, {
  kn: () => import('./adminMessages.kn'),
  hi: () => import('./adminMessages.hi'),
});
