/** What the home page shows of the doctors. */
export { DoctorsSection } from './DoctorsSection';
