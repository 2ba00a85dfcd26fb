import { css } from 'styled-system/css'
import { signupMachine } from '../../../machines/lead-forms'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/form-fields'
import { notices } from '../../content/notices'
import { validatorFor } from '../../forms/fields'
import {
  budgets,
  businessTypes,
  currentStatuses,
  DEFAULT_SERVICE_INTEREST,
  emptySignup,
  type SignupDraft,
  signupSchema,
  timelines,
} from '../../forms/signup'
import { FormActions, LeadFormFrame, twoColumns } from './form-parts'
import { useLeadForm } from './use-lead-form'

const validate = validatorFor(signupSchema)

export function useSignupForm(currentInterest: () => string) {
  return useLeadForm<SignupDraft>({
    kind: 'signup-modal',
    machine: signupMachine,
    defaultValues: emptySignup(DEFAULT_SERVICE_INTEREST),
    validate,
    notices: { success: notices.signupSuccess, failure: notices.signupFailure },
    // All fields reset (booleans false) except the service the visitor chose.
    resetValues: () => emptySignup(currentInterest()),
  })
}

export function SignupForm({ lead, onCancel }: { lead: ReturnType<typeof useSignupForm>; onCancel: () => void }) {
  const { values, bind, setValue, fieldId } = lead
  return (
    <LeadFormFrame lead={lead}>
      <p className={css({ bg: 'navy.50', px: '4', py: '3', borderRadius: 'md', color: 'navy.900' })}>
        Service of interest: <strong>{values.serviceInterest}</strong>
      </p>
      <div className={twoColumns}>
        <TextField label="First Name" required autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Last Name" required autoComplete="family-name" {...bind('lastName')} />
        <TextField label="Email Address" required type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" {...bind('phone')} />
      </div>
      <TextField label="Business/Organisation Name" required autoComplete="organization" {...bind('businessName')} />
      <div className={twoColumns}>
        <SelectField label="Business Type" required options={businessTypes} {...bind('businessType')} />
        <SelectField label="Current NDIS Status" required options={currentStatuses} {...bind('currentStatus')} />
        <SelectField label="Budget" options={budgets} placeholder="Prefer not to say" {...bind('budget')} />
        <SelectField label="Timeline" options={timelines} placeholder="Not sure yet" {...bind('timeline')} />
      </div>
      <CheckboxField
        id={fieldId('hasClients')}
        label="I already have clients (participants)"
        checked={values.hasClients ?? false}
        onChange={(checked) => setValue('hasClients', checked)}
      />
      {values.hasClients && (
        <TextField label="How many clients do you support?" inputMode="numeric" {...bind('clientCount')} />
      )}
      <TextAreaField label="Additional Information" rows={4} {...bind('additionalInfo')} />
      <CheckboxField
        id={fieldId('marketingConsent')}
        label="Send me occasional NDIS compliance updates and resources. I can unsubscribe at any time."
        checked={values.marketingConsent ?? false}
        onChange={(checked) => setValue('marketingConsent', checked)}
      />
      <FormActions busy={lead.busy} submitLabel="Submit Application" onCancel={onCancel} />
    </LeadFormFrame>
  )
}
