import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
// The first render is a transition, which React draws in short slices between
// which the browser stays free for input, instead of in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
