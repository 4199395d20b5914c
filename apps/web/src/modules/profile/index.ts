// Public entry of the profile module: what other modules may use.
export { ChangePasswordForm } from './ChangePasswordForm';
export { PersonalInfoForm } from './PersonalInfoForm';
