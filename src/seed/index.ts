/** The one seed module: demo twins and the emulator seeding script both read it. */
export { seedAccounts, type SeedAccount } from './accounts';
export {
  seedBlogs,
  seedBookingPolicy,
  seedClinicHours,
  seedSchedules,
  seedComments,
  seedDoctors,
  seedFaqs,
  seedMedicalServices,
  type SeedComment,
} from './content';
export { SEED_VIDEO_VISIT_ID, seedVideoVisit } from './videoVisit';
