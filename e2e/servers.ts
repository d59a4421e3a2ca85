// Where the journeys' servers listen: the main one on a fresh database, and one
// holding the demo community for the accessibility sweep of screens with data.
export const port = Number(process.env.E2E_PORT ?? 3100)
export const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 1)
export const demoOrigin = `http://127.0.0.1:${demoPort}`

/** The environment a journey server runs with, on `port` and its own `dataDir`. */
export function serverEnv(serverPort: number, serverDataDir: string) {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    LOG_LEVEL: 'warn',
    // every journey registers from 127.0.0.1, and browsers there load the app's
    // files (counted per address until signed in) faster than one person
    REGISTER_LIMIT_PER_HOUR: '1000',
    LOGIN_LIMIT_PER_MINUTE: '1000',
    API_LIMIT_PER_MINUTE: '10000',
    // the journeys run the newcomer's setup: embedded database, counters in memory
    DATABASE_URL: '',
    REDIS_URL: '',
    // no mail: the login page offers no 'Forgot password?' (password-reset.spec.ts
    // gives a server of its own an SMTP server)
    SMTP_URL: '',
  }
}
