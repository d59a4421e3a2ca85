import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { askWithToday } from './client-today'

const refusedToday = new ApiError('http', 'This date is not today in any time zone.', {
  status: 400,
  code: 'VALIDATION_ERROR',
  fields: { today: 'This date is not today in any time zone.' },
})

describe('askWithToday', () => {
  it("asks with the browser's date", async () => {
    const asked: object[] = []
    const answer = await askWithToday(async (query) => {
      asked.push(query)
      return 'streaks'
    }, '2026-11-27')
    expect(answer).toBe('streaks')
    expect(asked).toEqual([{ today: '2026-11-27' }])
  })

  it("asks again for the server's own day when the server refuses the device's date", async () => {
    const asked: object[] = []
    const answer = await askWithToday(async (query) => {
      asked.push(query)
      if (query.today) throw refusedToday
      return 'streaks as of the server’s day'
    }, '2020-01-01')
    expect(answer).toBe('streaks as of the server’s day')
    expect(asked).toEqual([{ today: '2020-01-01' }, {}])
  })

  it('lets every other failure through, asked once', async () => {
    const failures = [
      new ApiError('http', 'Please enter a real date', { status: 400, fields: { date: 'x' } }),
      new ApiError('http', 'Something went wrong on our side.', { status: 500 }),
      new ApiError('network', 'Could not reach the server'),
    ]
    for (const failure of failures) {
      let asks = 0
      await expect(
        askWithToday(async () => {
          asks += 1
          throw failure
        }),
      ).rejects.toBe(failure)
      expect(asks).toBe(1)
    }
  })
})
