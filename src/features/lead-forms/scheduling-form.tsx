import { schedulingMachine } from '../../../machines/lead-forms'
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../../components/ui/form-fields'
import { notices } from '../../content/notices'
import { validatorFor } from '../../forms/fields'
import {
  consultationTypes,
  emptyScheduling,
  isoDate,
  type SchedulingValues,
  schedulingSchema,
  schedulingServices,
  timeSlots,
  timezones,
} from '../../forms/scheduling'
import { FormActions, LeadFormFrame, twoColumns } from './form-parts'
import { notify } from './notify'
import { useLeadForm } from './use-lead-form'

const validate = validatorFor(schedulingSchema)
const slotOptions = timeSlots.map((slot) => ({ value: slot, label: slot }))

export function useSchedulingForm() {
  return useLeadForm<SchedulingValues>({
    kind: 'scheduling',
    machine: schedulingMachine,
    defaultValues: emptyScheduling,
    validate,
    notices: { success: notices.schedulingSuccess, failure: notices.schedulingFailure },
    onInvalid: (errors) => {
      if (errors.preferredTimeSlots) notify(notices.schedulingNoSlot)
    },
  })
}

export function SchedulingForm({
  lead,
  onCancel,
}: {
  lead: ReturnType<typeof useSchedulingForm>
  onCancel: () => void
}) {
  const { values, errors, bind, setValue, fieldId } = lead
  return (
    <LeadFormFrame lead={lead}>
      <div className={twoColumns}>
        <TextField label="Full name" required autoComplete="name" {...bind('name')} />
        <TextField label="Email address" required type="email" autoComplete="email" {...bind('email')} />
        <TextField label="Phone number" required type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Organisation" autoComplete="organization" {...bind('organisation')} />
      </div>
      <SelectField label="Service you'd like to discuss" options={schedulingServices} {...bind('preferredService')} />
      <div className={twoColumns}>
        <TextField
          label="Preferred date"
          required
          type="date"
          min={isoDate(new Date())}
          hint="Today or later"
          {...bind('preferredDate')}
        />
        <SelectField label="Your timezone" required options={timezones} placeholder={null} {...bind('timezone')} />
      </div>
      <ChoiceGroup
        id={fieldId('preferredTimeSlots')}
        legend="Preferred time slots"
        hint="Choose every one-hour slot that suits you."
        required
        type="checkbox"
        name="preferredTimeSlots"
        columns={2}
        options={slotOptions}
        selected={values.preferredTimeSlots}
        error={errors.preferredTimeSlots}
        onToggle={(slot, checked) =>
          setValue(
            'preferredTimeSlots',
            checked
              ? timeSlots.filter((s) => s === slot || values.preferredTimeSlots.includes(s))
              : values.preferredTimeSlots.filter((s) => s !== slot),
          )
        }
      />
      <ChoiceGroup
        id={fieldId('consultationType')}
        legend="Consultation type"
        type="radio"
        name="consultationType"
        options={consultationTypes}
        selected={[values.consultationType ?? '']}
        error={errors.consultationType}
        onToggle={(value) => setValue('consultationType', value)}
      />
      <TextAreaField label="Anything we should know? (optional)" rows={3} {...bind('additionalNotes')} />
      <FormActions busy={lead.busy} submitLabel="Schedule Consultation" onCancel={onCancel} />
    </LeadFormFrame>
  )
}
