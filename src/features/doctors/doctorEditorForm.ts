import type { EditorSpecMessages } from '../../components/editorMessages';
import { DOCTOR_LIMITS } from '../../config/limits';
import { blankFields, type FormProblems } from '../../lib/useFormCheck';
import { listFromText } from '../../services/doctorFields';
import type { Doctor, DoctorInput } from '../../types';
import {
  translationProblems,
  translationsInput,
  typedTranslations,
  type TranslationFieldName,
  type TranslationsTyped,
} from './DoctorTranslationFields';
import type { DoctorEditorMessages } from './editorMessages';

export const PHOTO_WIDTH = 640;

/** What the doctor editor's fields hold: the lists as comma-separated text, the order as typed. */
export interface DoctorFormValues {
  name: string;
  qualifications: string;
  registrationNumber: string;
  registrationCouncil: string;
  specialities: string;
  languages: string;
  consultingHours: string;
  bio: string;
  order: string;
  photo: string;
  photoAlt: string;
  translations: TranslationsTyped;
}

/** The fields as a new profile starts them, or as the stored profile fills them. */
export function doctorFormValues(doctor?: Doctor): DoctorFormValues {
  return {
    name: doctor?.name ?? '',
    qualifications: doctor?.qualifications ?? '',
    registrationNumber: doctor?.registrationNumber ?? '',
    registrationCouncil: doctor?.registrationCouncil ?? '',
    specialities: doctor?.specialities.join(', ') ?? '',
    languages: doctor?.languages.join(', ') ?? '',
    consultingHours: doctor?.consultingHours ?? '',
    bio: doctor?.bio ?? '',
    order: String(doctor?.order ?? 10),
    photo: doctor?.photo ?? '',
    photoAlt: doctor?.photoAlt ?? '',
    translations: typedTranslations(doctor?.translations),
  };
}

/** The fields as the service takes them (and as the check reads them). */
export function doctorInput(values: DoctorFormValues): DoctorInput {
  return {
    name: values.name,
    photo: values.photo,
    photoAlt: values.photoAlt,
    qualifications: values.qualifications,
    registrationNumber: values.registrationNumber,
    registrationCouncil: values.registrationCouncil,
    specialities: listFromText(values.specialities),
    languages: listFromText(values.languages),
    consultingHours: values.consultingHours,
    bio: values.bio,
    order: Number(values.order),
    translations: translationsInput(values.translations),
  };
}

type Required = 'name' | 'qualifications' | 'registrationNumber' | 'registrationCouncil';
export type DoctorField = Required | 'photoAlt' | 'order' | TranslationFieldName;

/**
 * Name, qualifications and the registration are required; so is the photo's description once
 * there is a photo. A Kannada or Hindi version must match the English one for one.
 */
export function checkDoctor(input: DoctorInput, m: EditorSpecMessages, t: DoctorEditorMessages): FormProblems<DoctorField> {
  const { photo, photoAlt, order, name, qualifications, registrationNumber, registrationCouncil } = input;
  const blank = blankFields<Required>({ name, qualifications, registrationNumber, registrationCouncil }, m.missingFields);
  const translations = translationProblems(input, t);
  const problems: FormProblems<DoctorField> = {
    fields: { ...blank.fields, ...translations.fields },
    toast: blank.toast ?? translations.toast,
  };
  if (photo && !photoAlt.trim()) {
    problems.fields.photoAlt = m.imageAltMissing;
    problems.toast ??= m.imageAltMissing;
  }
  if (!Number.isInteger(order) || order < 0 || order > DOCTOR_LIMITS.order) {
    problems.fields.order = t.orderRange(DOCTOR_LIMITS.order);
    problems.toast ??= problems.fields.order;
  }
  return problems;
}
