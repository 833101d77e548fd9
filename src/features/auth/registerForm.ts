import type { SpecMessages } from '../../components/specMessages';
import { isEmailShaped } from '../../lib/formChecks';
import type { FormProblems } from '../../lib/useFormCheck';
import type { AuthMessages } from './messages';
import { PASSWORD_MIN_LENGTH } from './passwordRules';

/** What the register form's fields hold. */
export interface Registration {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
}

export const EMPTY_REGISTRATION: Registration = { fullName: '', email: '', password: '', confirm: '' };

/** Each field's own message, in the page's words. */
export function checkRegistration(
  { fullName, email, password, confirm }: Registration,
  t: AuthMessages,
  m: SpecMessages,
): FormProblems<keyof Registration> {
  const fields: FormProblems<keyof Registration>['fields'] = {};
  if (!fullName.trim()) fields.fullName = t.enterFullName;
  if (!email.trim()) fields.email = t.enterEmail;
  else if (!isEmailShaped(email)) fields.email = m.invalidEmail;
  if (password.length < PASSWORD_MIN_LENGTH) fields.password = t.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (!confirm) fields.confirm = t.typePasswordAgain;
  else if (password !== confirm) fields.confirm = m.passwordMismatch;
  return { fields };
}

/** Both passwords typed and different: said as soon as it is so, before any submit. */
export const passwordsDiffer = ({ password, confirm }: Registration): boolean => password !== '' && confirm !== '' && password !== confirm;
