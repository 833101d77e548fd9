import { clinic } from '../../config/clinic';
import type { Doctor } from '../../types';

/** The spec's two hard-coded sample doctors. */
export const doctors: Doctor[] = [
  {
    id: 'dr-ananya-iyer',
    name: 'Dr. Ananya Iyer',
    specialty: 'Physician',
    avgRating: 4.8,
    totalRating: 272,
    photo: '/images/doctors/doctor-1.svg',
    totalPatients: 1500,
    hospital: clinic.name,
  },
  {
    id: 'dr-rohan-kulkarni',
    name: 'Dr. Rohan Kulkarni',
    specialty: 'Physician',
    avgRating: 4.8,
    totalRating: 272,
    photo: '/images/doctors/doctor-2.svg',
    totalPatients: 1500,
    hospital: clinic.name,
  },
];
