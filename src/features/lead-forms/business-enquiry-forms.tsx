import { buyBusinessMachine, sellBusinessMachine } from '../../../machines/lead-forms'
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-fields'
import { notices } from '../../content/notices'
import {
  australianStates,
  type BuyBusinessValues,
  buyBusinessSchema,
  emptyBuyBusiness,
  emptySellBusiness,
  type SellBusinessDraft,
  sellBusinessSchema,
} from '../../forms/enquiries'
import { validatorFor } from '../../forms/fields'
import { FormActions, LeadFormFrame, twoColumns } from './form-parts'
import { useLeadForm } from './use-lead-form'

const enquiryNotices = { success: notices.enquirySuccess, failure: notices.contactFailure }

export function SellBusinessForm() {
  const lead = useLeadForm<SellBusinessDraft>({
    kind: 'sell-business',
    machine: sellBusinessMachine,
    defaultValues: emptySellBusiness,
    validate: validatorFor(sellBusinessSchema),
    notices: enquiryNotices,
  })
  const { bind } = lead
  return (
    <LeadFormFrame lead={lead} label="Sell your NDIS business enquiry">
      <div className={twoColumns}>
        <TextField label="Full name" required autoComplete="name" {...bind('name')} />
        <TextField label="Email address" required type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone number" required type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Business name" required autoComplete="organization" {...bind('businessName')} />
      </div>
      <SelectField
        label="State or territory the business operates in"
        required
        options={australianStates}
        {...bind('state')}
      />
      <TextField
        label="Registration groups (optional)"
        hint="For example: daily personal activities, therapeutic supports"
        {...bind('registrationGroups')}
      />
      <TextAreaField label="Anything else we should know? (optional)" rows={4} {...bind('message')} />
      <FormActions busy={lead.busy} submitLabel="Send Enquiry" />
    </LeadFormFrame>
  )
}

export function BuyBusinessForm() {
  const lead = useLeadForm<BuyBusinessValues>({
    kind: 'buy-business',
    machine: buyBusinessMachine,
    defaultValues: emptyBuyBusiness,
    validate: validatorFor(buyBusinessSchema),
    notices: enquiryNotices,
  })
  const { bind } = lead
  return (
    <LeadFormFrame lead={lead} label="Buy an NDIS business enquiry">
      <div className={twoColumns}>
        <TextField label="Full name" required autoComplete="name" {...bind('name')} />
        <TextField label="Email address" required type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone number" required type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Budget (optional)" {...bind('budget')} />
      </div>
      <SelectField
        label="Preferred state or territory (optional)"
        options={australianStates}
        placeholder="Anywhere in Australia"
        {...bind('state')}
      />
      <TextAreaField label="What kind of NDIS business do you want to buy?" required rows={4} {...bind('message')} />
      <FormActions busy={lead.busy} submitLabel="Send Enquiry" />
    </LeadFormFrame>
  )
}
