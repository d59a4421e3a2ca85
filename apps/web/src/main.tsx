import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startSignedInPage } from './app/lazy-pages'
import './index.css'

startSignedInPage(window.location.pathname)
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
