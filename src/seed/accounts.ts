import type { StaffRole } from '../config/staffRoles';

/** Demo accounts. They exist only in demo and emulator data, never in a real project. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** Staff roles (src/config/staffRoles.ts); [] for a patient. */
  roles: StaffRole[];
  /** The doctor profile a doctor account is (src/seed/content.ts), '' otherwise. */
  doctorId: string;
  emailVerified: boolean;
  /**
   * The mobile number (E.164) the account proved by SMS code, where WhatsApp messages may go: on
   * its profile (`whatsAppNumber`) with phoneOwners/{number} naming it. Never on the Auth user: the
   * number is a proof, not a way to sign in (issue 45).
   */
  whatsAppNumber?: string;
}

export const seedAccounts: SeedAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@clinic.test',
    password: 'admin1234',
    displayName: 'Dr. Kavya Rao',
    roles: ['owner'],
    doctorId: '',
    emailVerified: true,
  },
  {
    uid: 'demo-frontdesk',
    email: 'frontdesk@clinic.test',
    password: 'frontdesk1234',
    displayName: 'Lakshmi Gowda',
    roles: ['frontDesk'],
    doctorId: '',
    emailVerified: true,
  },
  {
    uid: 'demo-doctor',
    email: 'doctor@clinic.test',
    password: 'doctor1234',
    displayName: 'Dr. Ananya Iyer',
    roles: ['doctor'],
    doctorId: 'dr-ananya-iyer',
    emailVerified: true,
  },
  {
    uid: 'demo-editor',
    email: 'editor@clinic.test',
    password: 'editor1234',
    displayName: 'Rahul Verma',
    roles: ['editor'],
    doctorId: '',
    emailVerified: true,
  },
  {
    uid: 'demo-patient',
    email: 'patient@clinic.test',
    password: 'patient1234',
    displayName: 'Arjun Mehta',
    roles: [],
    doctorId: '',
    emailVerified: true,
    whatsAppNumber: '+919845012345',
  },
];
