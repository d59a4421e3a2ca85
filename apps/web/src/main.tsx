// first, before React's own code runs: a signed-in visit starts loading at once
import './app/signed-in-start'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { reportCaughtError } from './app/report-caught-error'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
// The first render is a transition, which React draws in short slices between
// which the browser stays free for input, instead of in one long task.
startTransition(() => {
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
