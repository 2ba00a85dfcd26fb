import { useRef } from 'react'
import { button } from '../../components/ui/button'
import { SelectField, TextAreaField } from '../../components/ui/form-fields'
import { type LeadStageName, nextStages, stageLabels, stageNeedsReason } from '../../lib/lead-stages'
import type { StaffMember } from './desk-types'
import { detailStyles } from './lead-detail-styles'
import { useDeskForm } from './use-desk-form'

/** Runs a change; true when it was saved. The forms keep what was typed unless it was. */
export type Act = (change: (version: number) => Promise<unknown>, done: string) => Promise<boolean>

/** The forms that change a lead's workflow: its stage, its owner, and a note. */

const needsReason = (stage: string) => stage !== '' && stageNeedsReason(stage as LeadStageName)

export function StageForm(props: {
  leadId: string
  who: string
  stage: LeadStageName
  /** Contacted once: never offered New again (its due clock stopped for good). */
  contactedBefore: boolean
  pending: boolean
  onSave: (stage: LeadStageName, reason?: string) => Promise<boolean>
}) {
  const options = nextStages(props.stage, props.contactedBefore)
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { stage: '', reason: '' },
    ids: { stage: `stage-${props.leadId}`, reason: `reason-${props.leadId}` },
    check: ({ stage, reason }) => ({
      // A choice kept through a refused change may no longer be offered (the select then shows "Choose
      // one"): it is not sent unseen.
      stage: options.includes(stage as LeadStageName) ? undefined : 'Choose the new stage',
      reason: needsReason(stage) && !reason.trim() ? 'Give the reason this lead is not a fit' : undefined,
    }),
    onSubmit: async ({ stage, reason }) => {
      if (await props.onSave(stage as LeadStageName, needsReason(stage) ? reason.trim() : undefined)) form.reset()
    },
  })
  if (options.length === 0) return null
  return (
    <form noValidate className={detailStyles.form} onSubmit={submit} aria-label={`Stage of ${props.who}`}>
      <SelectField
        id={`stage-${props.leadId}`}
        label="Move to stage"
        options={options.map((value) => ({ value, label: stageLabels[value] }))}
        value={values.stage}
        error={errorOf('stage')}
        onChange={(e) => set('stage', e.target.value)}
      />
      {needsReason(values.stage) && (
        <TextAreaField
          id={`reason-${props.leadId}`}
          label="Why is it not a fit?"
          hint="Kept with the lead and deleted with it"
          value={values.reason}
          maxLength={500}
          error={errorOf('reason')}
          onChange={(e) => set('reason', e.target.value)}
        />
      )}
      <div>
        <button type="submit" disabled={props.pending} className={button({ size: 'md' })}>
          Save stage
        </button>
      </div>
    </form>
  )
}

export function OwnerForm(props: {
  leadId: string
  owner: string
  staff: StaffMember[]
  pending: boolean
  onSave: (owner: string) => Promise<boolean>
}) {
  const { form, values, set, submit } = useDeskForm({
    defaultValues: { owner: props.owner },
    ids: { owner: `owner-${props.leadId}` },
    // Saved, the choice is the lead's owner: the form follows the lead again (as the follow-up's does).
    onSubmit: async ({ owner }) => {
      if (await props.onSave(owner)) form.reset({ owner })
    },
  })
  return (
    <form noValidate className={detailStyles.form} aria-label="Owner of this lead" onSubmit={submit}>
      <SelectField
        id={`owner-${props.leadId}`}
        label="Owner"
        placeholder="Nobody"
        options={props.staff.map((s) => ({ value: s.id, label: s.name }))}
        value={values.owner}
        onChange={(e) => set('owner', e.target.value)}
      />
      <div>
        <button type="submit" disabled={props.pending} className={button({ size: 'md', variant: 'outline' })}>
          Save owner
        </button>
      </div>
    </form>
  )
}

export function NoteForm(props: {
  leadId: string
  pending: boolean
  /** `renew`: the key was taken by an earlier send of other words (stored, its answer lost): use a new one. */
  onSave: (text: string, key: string, renew: () => void) => Promise<boolean>
}) {
  const id = `note-${props.leadId}`
  // One key per note, kept until it is stored: a note sent twice (a double click, a retry after logging in
  // again) is stored once.
  const key = useRef(crypto.randomUUID())
  const { form, values, errorOf, set, submit } = useDeskForm({
    defaultValues: { text: '' },
    ids: { text: id },
    check: ({ text }) => ({ text: text.trim() ? undefined : 'Write the note before adding it' }),
    onSubmit: async ({ text }) => {
      const renew = () => {
        key.current = crypto.randomUUID()
      }
      if (!(await props.onSave(text.trim(), key.current, renew))) return
      key.current = crypto.randomUUID()
      form.reset()
    },
  })
  return (
    <form noValidate className={detailStyles.form} aria-label="Add a note" onSubmit={submit}>
      <TextAreaField
        id={id}
        label="Note"
        hint="What was said, what happens next"
        value={values.text}
        maxLength={5000}
        error={errorOf('text')}
        onChange={(e) => set('text', e.target.value)}
      />
      <div>
        <button type="submit" disabled={props.pending} className={button({ size: 'md', variant: 'outline' })}>
          Add note
        </button>
      </div>
    </form>
  )
}
