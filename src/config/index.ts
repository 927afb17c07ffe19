export { clinic, clinicAddressLine, apiPath } from './clinic';
export type { ClinicConfig, ClinicAddress, SocialLink } from './clinic';
