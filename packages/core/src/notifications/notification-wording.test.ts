import { describe, expect, it } from 'vitest'
import { actorsPhrase, notificationText, postSnippet } from './notification-wording'

describe('notificationText', () => {
  it('names one person', () => {
    expect(notificationText('like', { names: ['Maya'], count: 1 })).toBe('Maya liked your post')
  })

  it('names both of two people', () => {
    expect(notificationText('like', { names: ['Maya', 'Daniel'], count: 2 })).toBe(
      'Maya and Daniel liked your post',
    )
  })

  it('names the latest and counts the others from three on', () => {
    expect(notificationText('like', { names: ['Maya', 'Daniel'], count: 4 })).toBe(
      'Maya and 3 others liked your post',
    )
    expect(notificationText('comment', { names: ['Maya', 'Daniel'], count: 3 })).toBe(
      'Maya and 2 others commented on your post',
    )
  })

  it('says "1 other" when only one name is known of two', () => {
    expect(actorsPhrase({ names: ['Maya'], count: 2 })).toBe('Maya and 1 other')
  })

  it('words every kind', () => {
    const maya = { names: ['Maya'], count: 1 }
    expect(notificationText('reply', maya)).toBe('Maya replied in a thread you commented in')
    expect(notificationText('follow', maya)).toBe('Maya started following you')
    expect(notificationText('group_invite', maya, 'Morning Runners')).toBe(
      'Maya invited you to Morning Runners',
    )
    expect(notificationText('group_join', { names: ['Maya', 'Daniel'], count: 2 }, 'Runners')).toBe(
      'Maya and Daniel joined Runners',
    )
  })
})

describe('postSnippet', () => {
  it('keeps a short post whole, on one line', () => {
    expect(postSnippet('Oatmeal\n with  berries')).toBe('Oatmeal with berries')
  })

  it('cuts a long post at a word with an ellipsis', () => {
    const snippet = postSnippet('word '.repeat(40), 20)
    expect(snippet).toBe('word word word word…')
    expect(snippet.length).toBeLessThanOrEqual(20)
  })
})
