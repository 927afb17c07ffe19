/** /register: the two-step registration of docs/product/screens.md under the Register banner. */
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink as Link } from '../i18n/site-locale-context';
import * as englishBanners from '../content/banners';
import * as englishAccount from '../copy/account';
import { AccountLayout } from './account-layout';
import { RegisterForm, type RegisterStep } from './register-form';

export function RegisterPage() {
  const { banners } = useCopy('banners', englishBanners);
  const { registerCopy } = useCopy('account', englishAccount);
  const [step, setStep] = useState<RegisterStep>(1);
  const shownStep = useRef(step);
  const copy = step === 1 ? registerCopy.personal : registerCopy.account;

  // A new step is a new heading: move focus there so keyboard and screen reader users follow.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById('account-card-heading')?.focus();
  }, [step]);

  return (
    <AccountLayout banner={banners.register} eyebrow={registerCopy.stepLabel(step, 2)} heading={copy.heading} subheading={copy.subheading}>
      <RegisterForm step={step} onStepChange={setStep} />
      <p className="account-switch">
        {registerCopy.haveAccount} <Link to="/signin">{registerCopy.signIn}</Link>
      </p>
    </AccountLayout>
  );
}
