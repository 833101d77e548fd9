/** Demo accounts. They exist only in demo and emulator data, never in a real project. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  admin: boolean;
  emailVerified: boolean;
}

export const seedAccounts: SeedAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@clinic.test',
    password: 'admin1234',
    displayName: 'Dr. Kavya Rao',
    admin: true,
    emailVerified: true,
  },
  {
    uid: 'demo-patient',
    email: 'patient@clinic.test',
    password: 'patient1234',
    displayName: 'Arjun Mehta',
    admin: false,
    emailVerified: true,
  },
];
