import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app-routes'
import { AuthProvider } from '../lib/auth-context'

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  )
}
