/** The one seed module: demo twins and the emulator seeding script both read it. */
export { seedAccounts, type SeedAccount } from './accounts';
export { seedBlogs, seedFaqs, seedMedicalServices } from './content';
