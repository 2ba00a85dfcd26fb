import { type ComponentType, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Spinner } from '../../components/ui/spinner'
import { site } from '../../content/site'

/**
 * The contact form's code loads when the visitor comes near it (or points at or focuses it), not
 * with the first paint of the home page. Until then the same space holds a way to reach us.
 */
export function LazyContactForm() {
  const ref = useRef<HTMLDivElement>(null)
  const [Form, setForm] = useState<ComponentType | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let done = false
    const load = () => {
      if (done) return
      done = true
      void import('./contact-form').then((m) => setForm(() => m.ContactForm))
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '600px 0px',
    })
    observer.observe(element)
    element.addEventListener('pointerenter', load, { once: true })
    element.addEventListener('focusin', load, { once: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('pointerenter', load)
      element.removeEventListener('focusin', load)
    }
  }, [])

  if (Form) return <Form />
  return (
    <div
      ref={ref}
      className={css({ minH: '36rem', display: 'grid', alignContent: 'center', gap: '2', textAlign: 'center' })}
    >
      <Spinner label="Loading the contact form" />
      <p className={css({ color: 'muted' })}>
        You can also call us on <a href={site.phone.href}>{site.phone.display}</a> or email{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </div>
  )
}
