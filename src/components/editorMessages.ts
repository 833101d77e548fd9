import { defineMessages } from '../i18n/messages';

/**
 * The spec's messages (and ours in its style) that only the admins' editors show: saved, created,
 * updated, a missing field, an image. Apart from specMessages, so that no patient's page carries them.
 */
const en = {
  blogUpdated: 'Blog updated successfully',
  blogCreated: 'Blog created successfully',
  // Drafts are not in the spec; these follow its wording.
  blogPublished: 'Blog published successfully',
  blogDraftSaved: 'Draft saved. Only admins can see it.',
  blogUnpublished: 'Blog moved to the drafts. Visitors no longer see it.',
  faqUpdated: 'FAQ updated successfully',
  faqCreated: 'FAQ created successfully',
  serviceUpdated: 'services updated successfully',
  serviceCreated: 'service created successfully',
  missingFields: 'All fields are mandatory to fill',
  blogAuthorMissing: 'Choose the doctor who wrote this post.',
  imageUploaded: 'Image uploaded to Firebase successfully',
  imageAltMissing: 'Please describe the image for people who cannot see it.',
  // Doctors' profiles (issue 23), in the catalogue's style.
  doctorCreated: 'Doctor added successfully',
  doctorUpdated: 'Doctor updated successfully',
  hoursSaved: 'Opening hours saved',
  hoursSaveFailed: 'Could not save the opening hours. Please check your connection and try again; your changes are still here.',
  // The image upload field's own words.
  imageWrongType: 'Please choose a JPEG, PNG, WebP or GIF image.',
  imageTooLarge: 'This image is larger than 5 MB. Please choose a smaller one.',
  uploadFailed: (noun: string) => `The ${noun} could not be uploaded. Please check your connection and try again.`,
  uploadUnavailable:
    'Image upload needs the Storage emulator, which cannot start on this machine. Everything else works; posts can be saved without an image.',
  uploadProgress: (label: string) => `${label} upload`,
};
export type EditorSpecMessages = typeof en;

export const editorSpecMessages = defineMessages('src/components/editorMessages.ts', en);
