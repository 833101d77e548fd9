/** What the home page shows of the services. */
export { MedicalServicesList, MedicalServicesLoading } from './MedicalServicesList';
