import { defineMessages } from '../../i18n/messages';

/** The admins' doctor editor (/adddoctor, /updatedoctor/{id}): loaded with the editor only. */
const en = {
  /** What the editor's messages call what it edits ("Loading the doctor…"). */
  noun: 'doctor',
  addDoctor: 'Add Doctor',
  updateDoctor: 'Update Doctor',
  backToDoctors: 'Back to our doctors',
  orderRange: (max: number) => `Please give a whole number from 0 to ${max}.`,
  bookingSchedule: 'Booking schedule',
  scheduleLoading: 'Loading the schedule…',
  scheduleAfterSave: 'The times patients can book online can be set once the doctor is saved: edit the doctor from their profile then.',
  saveFailed: 'Could not save the doctor. Please check your connection and try again; what you typed is still here.',
  nmcNote:
    "Publish only what the National Medical Commission allows a doctor to make public: name, qualifications, registration, specialities, languages and hours. Check the registration against the council's register before saving. No ratings, testimonials or claims of results.",
  name: 'Name',
  qualifications: 'Qualifications',
  qualificationsHint: 'As on the registration certificate, e.g. MBBS, MD (General Medicine).',
  registrationNumber: 'Registration number',
  registrationCouncil: 'Registration council',
  councilHint: 'e.g. Karnataka Medical Council, or National Medical Commission.',
  specialities: 'Specialities',
  specialitiesHint: (max: number) => `Separated by commas, at most ${max}.`,
  languages: 'Languages',
  languagesHint: (max: number) => `Separated by commas, e.g. English, Kannada, Hindi; at most ${max}.`,
  consultingHours: 'Consulting hours',
  consultingHoursHint: 'e.g. Monday to Friday, 9 am to 1 pm.',
  bio: 'Short biography',
  translationHint:
    'Optional. Write the same as the English, one for one: as many specialities and languages, and hours and a biography where the English has them. Name, qualifications and registration stay as on the certificate. Left empty, these pages show the English, marked "Not yet translated".',
  translationCount: (count: number) => `List as many as in English (${count}), separated by commas.`,
  translationMissing: 'Write this too: the English has it.',
  translationExtra: 'Leave this empty: the English has none.',
  translationMismatch: (language: string) => `The ${language} profile does not match the English yet: see the marked fields.`,
  photo: 'Photo',
  /** The photo in the upload's failure message ("The photo could not be uploaded…"). */
  photoNoun: 'photo',
  photoHint: (width: number) => `JPEG, PNG, WebP or GIF, up to 5 MB; resized to ${width} px. A square portrait shows best.`,
  chosenPhoto: 'Chosen photo',
  photoAlt: 'Photo description',
  photoAltHint: 'What the photo shows, for people who use a screen reader, e.g. “Portrait of Dr. Ananya Iyer”.',
  order: 'Place in the list',
  orderHint: 'Smaller numbers come first.',
};
export type DoctorEditorMessages = typeof en;

export const doctorEditorMessages = defineMessages('src/features/doctors/editorMessages.ts', en);
