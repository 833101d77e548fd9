import type { DoctorInput } from '../../src/types';

/** A doctor's profile as the editor saves one with only what it requires filled in (no photo, lists or bio). */
export const doctorInput = (overrides: Partial<DoctorInput> = {}): DoctorInput => ({
  name: 'Dr. Meera Shah',
  photo: '',
  photoAlt: '',
  qualifications: 'MBBS, MD (General Medicine)',
  registrationNumber: 'KMC 445566',
  registrationCouncil: 'Karnataka Medical Council',
  specialities: [],
  languages: [],
  consultingHours: '',
  bio: '',
  order: 1,
  ...overrides,
});
