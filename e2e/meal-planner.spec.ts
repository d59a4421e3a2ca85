import { expect, signInPage, test } from './fixtures'

test('A user asks the meal planner about protein, adds a suggested meal to today and starts planning', async ({
  page,
  request,
}) => {
  // the page's clock is the test's, so the assistant's typing can be held still
  await page.clock.install()
  // 2000 kcal and 150 g a day, 170 lbs
  await signInPage(page, request)
  await page.goto('/dashboard/feed')
  const nav = page.getByRole('navigation', { name: 'Dashboard' })
  await nav.getByRole('link', { name: 'Meal Plan' }).click()
  await expect(page).toHaveURL(/\/dashboard\/mealplan$/)
  await expect(page.getByRole('heading', { name: 'AI Meal Planner' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true')

  const conversation = page.getByRole('log', { name: 'Conversation' })
  await expect(conversation.getByText(/^Hi Maya!/)).toBeVisible()
  const known = page.getByRole('region', { name: 'What the planner uses' })
  await expect(known).toContainText('2,000 kcal left')

  // Enter sends; the assistant types for 1.5 s with the box disabled, then answers.
  // The clock stands still meanwhile: on a busy machine the 1.5 s could pass
  // before the checks of the typing state had run.
  const box = page.getByLabel('Your message')
  await box.fill('How much protein do I need?')
  await page.clock.pauseAt(Date.now() + 1_000)
  await box.press('Enter')
  await expect(conversation.getByText('How much protein do I need?')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Assistant is typing' })).toBeAttached()
  await expect(box).toBeDisabled()
  await page.clock.runFor(1_500)
  await page.clock.resume()
  const reply = conversation.getByText(/aim for about 136–170 g of protein a day/)
  await expect(reply).toBeVisible()
  await expect(reply).toContainText('you weigh 170 lbs')
  await expect(page.getByText('Assistant is typing')).toHaveCount(0)
  await expect(box).toBeEnabled()
  await expect(box).toBeFocused()

  // a suggestion becomes one of today's meals
  await page.getByRole('tab', { name: 'Meal Suggestions' }).click()
  const parfait = page.getByRole('article', { name: 'Greek Yogurt Berry Parfait' })
  await expect(parfait).toContainText('5 min')
  await expect(parfait).toContainText('320 kcal')
  await parfait.getByRole('button', { name: 'Add to Today' }).click()
  await expect(parfait.getByRole('button', { name: 'Added' })).toBeDisabled()
  await expect(parfait.getByRole('status')).toContainText("Added to today's meals as breakfast.")

  await page.getByRole('link', { name: 'Meals' }).click()
  await expect(page).toHaveURL(/\/dashboard\/inputs$/)
  const logged = page.getByRole('listitem', { name: 'Greek Yogurt Berry Parfait' })
  await expect(logged).toContainText('Breakfast')
  await expect(logged).toContainText('320 kcal')
  await expect(logged).toContainText('Protein24 g')

  // back on the planner: the conversation is still there, and the meal counts
  await nav.getByRole('link', { name: 'Meal Plan' }).click()
  await expect(conversation.getByText('How much protein do I need?')).toBeVisible()
  await expect(known).toContainText('1,680 kcal left')
  await box.fill('dinner?')
  await box.press('Enter')
  await expect(
    conversation.getByText('You have 1,680 kcal and 126 g of protein left for today.'),
  ).toBeVisible()

  // the weekly plan is a placeholder whose Start Planning opens the chat
  await page.getByRole('tab', { name: 'Weekly Plan' }).click()
  await expect(page.getByRole('heading', { name: 'Your Weekly Meal Plan' })).toBeVisible()
  await page.getByRole('button', { name: 'Start Planning' }).click()
  await expect(page.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true')
  await expect(box).toBeFocused()
})
