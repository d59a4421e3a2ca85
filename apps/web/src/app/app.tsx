import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app-routes'
import { AuthProvider } from './auth-context'

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  )
}
