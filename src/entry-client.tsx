import './index.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { keepEchoTitle } from './features/lead-forms/error-title-keeper'
import { FormEchoProvider, readFormEcho } from './features/lead-forms/form-echo-context'
import { nextTask } from './lib/next-task'
import { whenInteractive } from './lib/when-interactive'
import { createRouter } from './router'

// Start-up in three tasks, not one (decision 233): the modules' own evaluation, the router (its route
// tree and the browser's history), then hydration. Each alone stays short enough that a tap or a frame
// waiting behind it is not held up for long.
async function start() {
  await nextTask()
  const router = createRouter()
  // A page the lead function rendered for a refused form POST carries it; the form hydrates with it.
  const echo = readFormEcho()
  // Its title says so (decision 321), through hydration and until the form's own code takes over.
  if (echo) keepEchoTitle(echo)
  await nextTask()
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
  // first idle or on the first intent.
  void whenInteractive()
}
void start()
