// Where the journeys' servers listen: the main one on a fresh database, and one
// holding the demo community for the accessibility sweep of screens with data.
export const port = Number(process.env.E2E_PORT ?? 3100)
export const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 1)
export const demoOrigin = `http://127.0.0.1:${demoPort}`
