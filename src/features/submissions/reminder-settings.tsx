import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { button } from '../../components/ui/button'
import { CheckboxField } from '../../components/ui/form-fields'
import { reminderSettingCopy as copy } from '../../content/desk-mail'
import { getReminders, setReminders } from './desk-mail-api'
import { useWithSession } from './desk-queries'
import { styles } from './desk-styles'

/** Each member of staff turns their own reminder mails on or off (issue 27, decision 193). */
export function ReminderSettings() {
  const withSession = useWithSession()
  const client = useQueryClient()
  const saved = useQuery({ queryKey: ['reminders'], queryFn: () => withSession(getReminders) })
  const [choice, setChoice] = useState<boolean | null>(null)
  const save = useMutation({
    mutationFn: (on: boolean) => withSession(() => setReminders(on)),
    onSuccess: (setting) => client.setQueryData(['reminders'], setting),
  })
  const on = choice ?? saved.data?.on ?? true
  return (
    <section aria-labelledby="desk-reminders-heading" className={styles.section}>
      <h2 id="desk-reminders-heading" className={styles.h2}>
        {copy.heading}
      </h2>
      <p className={styles.help}>{copy.help}</p>
      <form
        noValidate
        aria-labelledby="desk-reminders-heading"
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault()
          if (!save.isPending) save.mutate(on)
        }}
      >
        <CheckboxField id="desk-reminders-on" label={copy.label} checked={on} onChange={setChoice} />
        <button
          type="submit"
          disabled={save.isPending || saved.isPending}
          className={button({ variant: 'outline', size: 'md' })}
        >
          {copy.save}
        </button>
      </form>
      <p role="status" className={save.isError || saved.isError ? styles.error : styles.help}>
        {save.isError
          ? save.error.message
          : saved.isError
            ? saved.error.message
            : save.isSuccess
              ? save.data.on
                ? copy.savedOn
                : copy.savedOff
              : ''}
      </p>
    </section>
  )
}
