import './index.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { FormEchoProvider, readFormEcho } from './features/lead-forms/form-echo-context'
import { whenInteractive } from './lib/when-interactive'
import { createRouter } from './router'

const router = createRouter()
// A page the lead function rendered for a refused form POST carries it; the form hydrates with it.
const echo = readFormEcho()

// One hydration path (decision 016): the whole page, as a transition, so it yields to the browser every
// few milliseconds instead of blocking input in one long task. React hydrates a part whose code is
// not here yet (a lead form) when that code arrives, and keeps the server's markup until then.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <FormEchoProvider value={echo}>
        <RouterClient router={router} />
      </FormEchoProvider>
    </StrictMode>,
  )
})
// The gate listens from here on (decision 016): the page's deferred parts come when the browser is
// first idle or on the first intent, the lead UI on the first intent (decision 201).
void whenInteractive()
