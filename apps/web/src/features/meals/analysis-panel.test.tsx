import { CORRECTION_MESSAGES, todayIso, type MealAnalysis, type Nutrients } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aMeal } from '../../test/meal-fixtures'
import { json, type RecordedCall } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'
import type { LoggedMeal } from '../../lib/meals/meals-api'

const today = todayIso()
const DESCRIPTION = '2 slices of toast with butter and a blorft'

const n = (calories: number, protein: number, carbs: number, fat: number): Nutrients => ({
  calories,
  protein,
  carbs,
  fat,
  fiber: 1,
  sugar: 2,
  sodium: 100,
})

const white = { id: 'f:white', description: 'Bread, white, toasted' }
const rye = { id: 'f:rye', description: 'Bread, rye, toasted' }
const cheese = { id: 'f:cheese', description: 'Bread, cheese, toasted' }
const butter = { id: 'f:butter', description: 'Butter, NFS' }

const whiteToast = {
  food: white,
  quantity: 2,
  unit: 'slice',
  grams: 50,
  nutrients: n(147, 5, 27, 2),
}
const ryeToast = { food: rye, quantity: 2, unit: 'slice', grams: 64, nutrients: n(166, 5, 31, 2) }
const cheeseToast = {
  food: cheese,
  quantity: 2,
  unit: 'slice',
  grams: 50,
  nutrients: n(224, 7, 25, 10),
}

const analysed: MealAnalysis = {
  items: [
    {
      text: '2 slices of toast',
      ...whiteToast,
      confidence: 1,
      alternatives: [ryeToast, cheeseToast],
    },
    {
      text: 'butter',
      quantity: 14,
      unit: 'g',
      grams: 14,
      food: butter,
      nutrients: n(104, 0, 0, 12),
      confidence: 0.8,
      alternatives: [],
    },
  ],
  totals: { calories: 251, protein: 5, carbs: 27, fat: 14, fiber: 2, sugar: 4, sodium: 200 },
  unmatched: ['a blorft'],
}

const meal = (analysis: MealAnalysis): LoggedMeal =>
  aMeal({ id: 3, mealDate: today, description: DESCRIPTION, ...analysis.totals, analysis })

/** The rye toast, the butter gone and 150 kcal for the blorft, as the server saves it. */
const corrected = meal({
  items: [{ text: '2 slices of toast', ...ryeToast, confidence: 1, alternatives: [whiteToast] }],
  totals: { ...ryeToast.nutrients, calories: 316 },
  unmatched: [],
  handEntered: [{ text: 'a blorft', calories: 150 }],
})

const granola = {
  food: { id: 'f:granola', description: 'Cereal, granola, NFS', name: 'Granola' },
  quantity: 1,
  unit: 'qns',
  grams: 61,
  nutrients: n(288, 6, 39, 12),
  about: { quantity: 0.5, unit: 'cup' },
  per100g: { calories: 471.3, protein: 10, carbs: 64, fat: 20, fiber: 7, sugar: 20, sodium: 200 },
}
const granolaBar = {
  ...granola,
  food: { id: 'f:bar', description: 'Granola bar, NFS', name: 'Granola bar' },
  unit: 'bar',
  grams: 28,
  nutrients: n(132, 3, 18, 5),
  about: undefined,
}

/** The server's food search: granola for 'gran…', the person's recent rye toast for no words. */
function foodSearchAnswer(url: URL) {
  const q = url.searchParams.get('q') ?? ''
  const offset = Number(url.searchParams.get('offset') ?? 0)
  if (q === '') return json(200, { foods: [{ ...ryeToast, recent: true }], next_offset: null })
  if (!q.startsWith('gran')) return json(200, { foods: [], next_offset: null })
  // a page of one at a time, to page through
  const pages = [granola, granolaBar]
  return json(200, {
    foods: [{ ...pages[offset]!, recent: false }],
    next_offset: offset + 1 < pages.length ? offset + 1 : null,
  })
}

/** Meal Inputs after 'Add Meal Using AI' logged the toast: the panel is open. */
async function openPanel(analysis: MealAnalysis = analysed, handlers: Handlers = {}) {
  let meals: LoggedMeal[] = []
  const { calls } = renderDashboard('/dashboard/inputs', {
    'GET /api/meals': () => json(200, { meals }),
    'GET /api/favorites': () => json(200, { favorites: [] }),
    'POST /api/meals': () => {
      meals = [meal(analysis)]
      return json(201, meals[0])
    },
    'PUT /api/meals/3': () => {
      meals = [corrected]
      return json(200, corrected)
    },
    'GET /api/foods/search': (_body, url) => foodSearchAnswer(url),
    ...handlers,
  })
  await userEvent.type(await screen.findByLabelText('Description'), DESCRIPTION)
  await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))
  const panel = await screen.findByRole('region', { name: 'What we understood' })
  return { calls, panel: within(panel), element: panel }
}

type Panel = Awaited<ReturnType<typeof openPanel>>['panel']

const total = (panel: Panel) => panel.getByRole('status', { name: 'Meal total' })
const row = (panel: Panel, text: string) => panel.getByRole('listitem', { name: text })
const saveButton = (panel: Panel) => panel.getByRole('button', { name: 'Save changes' })
const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT')

describe('What we understood: correcting an analysed meal', () => {
  it('swaps a food for an alternative in two steps, and back again, with the total following', async () => {
    const { panel } = await openPanel()
    expect(total(panel)).toHaveTextContent(/^Total 251 kcal/)
    expect(saveButton(panel)).toBeDisabled()

    const toast = row(panel, '2 slices of toast')
    const change = within(toast).getByRole('button', { name: 'Change food for 2 slices of toast' })
    expect(change).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(change)
    expect(change).toHaveAttribute('aria-expanded', 'true')
    const picker = within(toast).getByRole('group', { name: 'Food for “2 slices of toast”' })
    expect(within(picker).getByRole('radio', { name: /^Bread, white/ })).toBeChecked()
    expect(within(picker).getByRole('radio', { name: /^Bread, rye/ })).toHaveAccessibleName(
      'Bread, rye, toasted 2 slices (64 g) · 166 kcal',
    )
    await userEvent.click(within(picker).getByRole('radio', { name: /^Bread, rye/ }))

    expect(toast).toHaveTextContent('Bread, rye, toasted')
    expect(toast).toHaveTextContent('166 kcal')
    expect(toast).toHaveTextContent('2 slices (64 g)')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 270 kcal/)
    expect(saveButton(panel)).toBeEnabled()

    // the white toast is still on offer: choosing it undoes the swap
    await userEvent.click(within(picker).getByRole('radio', { name: /^Bread, white/ }))
    expect(total(panel)).toHaveTextContent(/^Total 251 kcal/)
    expect(saveButton(panel)).toBeDisabled()
  })

  it("changes an amount in the food's own unit, with grams beside it and the total following", async () => {
    const { panel, calls } = await openPanel()
    const toast = row(panel, '2 slices of toast')
    const amount = panel.getByRole('spinbutton', { name: 'Amount of 2 slices of toast' })
    expect(amount).toHaveValue(2)
    await userEvent.clear(amount)
    await userEvent.type(amount, '3')
    // 3 slices of 25 g; 147 kcal × 75 / 50 = 220.5
    expect(toast).toHaveTextContent('3 slices (75 g)')
    expect(toast).toHaveTextContent('221 kcal')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 325 kcal/)

    // the butter is counted in grams
    const spread = panel.getByRole('spinbutton', { name: 'Amount of butter' })
    await userEvent.clear(spread)
    await userEvent.type(spread, '7')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 273 kcal/)

    await userEvent.clear(amount)
    await userEvent.type(amount, '0')
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAccessibleDescription(CORRECTION_MESSAGES.grams)
    await userEvent.click(saveButton(panel))
    expect(amount).toHaveFocus()
    expect(puts(calls)).toHaveLength(0)
  })

  it('removes an item, keeps focus in the list, and refuses to save a meal with nothing left', async () => {
    const { panel, calls } = await openPanel()
    await userEvent.click(panel.getByRole('button', { name: 'Remove butter' }))
    expect(panel.queryByRole('listitem', { name: 'butter' })).toBeNull()
    expect(total(panel)).toHaveTextContent(/^Total with your changes 147 kcal/)
    expect(total(panel)).toHaveTextContent('Fat2 g')
    // the row before takes the removed one's place under the keyboard
    expect(panel.getByRole('button', { name: 'Remove 2 slices of toast' })).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    expect(panel.getByRole('heading', { name: 'What we understood' })).toHaveFocus()
    expect(total(panel)).toHaveTextContent(/^Total with your changes 0 kcal/)
    await userEvent.click(saveButton(panel))
    expect(panel.getByRole('alert')).toHaveTextContent(CORRECTION_MESSAGES.empty)
    expect(puts(calls)).toHaveLength(0)

    // calories for the unplaced words are something to count
    await userEvent.type(panel.getByLabelText('Calories for a blorft'), '150')
    expect(panel.queryByRole('alert')).toBeNull()
    expect(total(panel)).toHaveTextContent(/^Total with your changes 150 kcal/)
  })

  it('counts calories typed for words it could not place, whole numbers only', async () => {
    const { panel } = await openPanel()
    const calories = panel.getByLabelText('Calories for a blorft')
    await userEvent.type(calories, '150')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 401 kcal/)
    expect(total(panel)).toHaveTextContent('Protein5 g')

    await userEvent.clear(calories)
    await userEvent.type(calories, '6000')
    expect(calories).toHaveAccessibleDescription(CORRECTION_MESSAGES.calories)
    await userEvent.clear(calories)
    expect(calories).not.toHaveAttribute('aria-invalid')
    expect(total(panel)).toHaveTextContent(/^Total 251 kcal/)
  })

  it('saves the corrected items with PUT, says so, and shows the meal as saved', async () => {
    const { panel, calls } = await openPanel()
    await userEvent.click(panel.getByRole('button', { name: 'Change food for 2 slices of toast' }))
    await userEvent.click(panel.getByRole('radio', { name: /^Bread, rye/ }))
    await userEvent.click(panel.getByRole('button', { name: 'Remove butter' }))
    await userEvent.type(panel.getByLabelText('Calories for a blorft'), '150')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 316 kcal/)
    await userEvent.click(saveButton(panel))

    expect(await screen.findByText('Meal updated successfully!')).toBeVisible()
    expect(puts(calls)[0]?.url).toMatch(/\/api\/meals\/3$/)
    expect(puts(calls)[0]?.body).toEqual({
      items: [{ text: '2 slices of toast', foodId: rye.id, grams: 64 }],
      handEntered: [{ text: 'a blorft', calories: 150 }],
    })
    // the panel now shows the saved reading, with nothing left to save
    expect(panel.getByText(/came to/)).toHaveTextContent('came to 316 kcal')
    expect(total(panel)).toHaveTextContent(/^Total 316 kcal/)
    expect(saveButton(panel)).toBeDisabled()
    expect(panel.getByLabelText('Calories for a blorft')).toHaveValue(150)
    expect(panel.getByRole('heading', { name: 'What we understood' })).toHaveFocus()
    // and so does the day's list
    const list = screen.getByRole('region', { name: /^Meals for / })
    await waitFor(() =>
      expect(within(list).getByRole('listitem', { name: DESCRIPTION })).toHaveTextContent('316'),
    )
  })

  it('discards the changes back to the saved reading', async () => {
    const { panel, calls } = await openPanel()
    await userEvent.click(panel.getByRole('button', { name: 'Change food for 2 slices of toast' }))
    await userEvent.click(panel.getByRole('radio', { name: /^Bread, cheese/ }))
    await userEvent.clear(panel.getByRole('spinbutton', { name: 'Amount of butter' }))
    await userEvent.type(panel.getByRole('spinbutton', { name: 'Amount of butter' }), '20')
    await userEvent.click(panel.getByRole('button', { name: 'Remove butter' }))
    await userEvent.type(panel.getByLabelText('Calories for a blorft'), '90')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 314 kcal/)

    await userEvent.click(panel.getByRole('button', { name: 'Discard changes' }))
    expect(total(panel)).toHaveTextContent(/^Total 251 kcal/)
    expect(row(panel, '2 slices of toast')).toHaveTextContent('Bread, white, toasted')
    expect(panel.getByRole('spinbutton', { name: 'Amount of 2 slices of toast' })).toHaveValue(2)
    expect(panel.getByRole('spinbutton', { name: 'Amount of butter' })).toHaveValue(14)
    expect(panel.getByLabelText('Calories for a blorft')).toHaveValue(null)
    expect(saveButton(panel)).toBeDisabled()
    expect(panel.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
    expect(puts(calls)).toHaveLength(0)
  })

  it('names the limit of one item at an amount past it, and of one meal at the total, before saving', async () => {
    const { panel, calls } = await openPanel()
    const amount = panel.getByRole('spinbutton', { name: 'Amount of 2 slices of toast' })
    // 42 slices of 25 g: 147 kcal × 21 = 3,087 kcal, more than one item may hold
    await userEvent.clear(amount)
    await userEvent.type(amount, '42')
    expect(amount).toHaveAccessibleDescription('Calories must be at most 3,000 kcal for one item')
    await userEvent.click(saveButton(panel))
    expect(amount).toHaveFocus()
    expect(puts(calls)).toHaveLength(0)

    // 40 slices (2,940 kcal) are inside; with 2,800 kcal for the blorft the meal is not
    await userEvent.clear(amount)
    await userEvent.type(amount, '40')
    expect(amount).not.toHaveAttribute('aria-invalid')
    const blorft = panel.getByLabelText('Calories for a blorft')
    expect(blorft).toHaveAttribute('max', '3000')
    await userEvent.type(blorft, '2800')
    expect(panel.getByRole('alert')).toHaveTextContent(
      'Calories must be at most 5,000 kcal for one meal',
    )
    await userEvent.click(saveButton(panel))
    expect(puts(calls)).toHaveLength(0)
  })

  it("shows the server's refusal of an item at that item, once", async () => {
    const message = "“butter” is not in the meal's description: each item must be words of it"
    const { panel } = await openPanel(analysed, {
      'PUT /api/meals/3': () =>
        json(400, {
          error: message,
          code: 'VALIDATION_ERROR',
          fields: { 'items.1.text': message },
        }),
    })
    const spread = panel.getByRole('spinbutton', { name: 'Amount of butter' })
    expect(spread).toHaveAttribute('max', '3000')
    await userEvent.clear(spread)
    await userEvent.type(spread, '20')
    await userEvent.click(saveButton(panel))
    await waitFor(() => expect(spread).toHaveAccessibleDescription(message))
    expect(panel.queryByRole('alert')).toBeNull()
    // changing the draft again takes the server's word away until the next save
    await userEvent.type(spread, '0')
    expect(spread).not.toHaveAttribute('aria-invalid')
  })

  it("shows the server's refusal in the panel and keeps the changes", async () => {
    const { panel } = await openPanel(analysed, {
      'PUT /api/meals/3': () =>
        json(400, { error: CORRECTION_MESSAGES.unknownFood, code: 'VALIDATION_FAILED' }),
    })
    await userEvent.click(panel.getByRole('button', { name: 'Remove butter' }))
    await userEvent.click(saveButton(panel))
    expect(await panel.findByRole('alert')).toHaveTextContent(CORRECTION_MESSAGES.unknownFood)
    expect(total(panel)).toHaveTextContent(/^Total with your changes 147 kcal/)
    expect(saveButton(panel)).toBeEnabled()
    expect(screen.queryByText('Meal updated successfully!')).toBeNull()
  })

  it("reopens from an analysed meal's Adjust in the day's list, and only there", async () => {
    const typed = aMeal({ id: 4, mealDate: today, description: 'Pasta bake', calories: 600 })
    const { calls } = renderDashboard('/dashboard/inputs', {
      'GET /api/meals': () => json(200, { meals: [meal(analysed), typed] }),
      'GET /api/favorites': () => json(200, { favorites: [] }),
      'PUT /api/meals/3': () => json(200, corrected),
    })
    const toast = await screen.findByRole('listitem', { name: DESCRIPTION })
    expect(screen.queryByRole('region', { name: 'What we understood' })).toBeNull()
    const pasta = screen.getByRole('listitem', { name: 'Pasta bake' })
    expect(within(pasta).queryByRole('button', { name: 'Adjust' })).toBeNull()

    await userEvent.click(within(toast).getByRole('button', { name: 'Adjust' }))
    const panel = within(screen.getByRole('region', { name: 'What we understood' }))
    expect(panel.getByRole('heading', { name: 'What we understood' })).toHaveFocus()
    await userEvent.click(panel.getByRole('button', { name: 'Remove butter' }))
    await userEvent.click(saveButton(panel))
    expect(await screen.findByText('Meal updated successfully!')).toBeVisible()
    expect(puts(calls)[0]?.body).toEqual({
      items: [{ text: '2 slices of toast', foodId: white.id, grams: 50 }],
      handEntered: [],
    })
  })

  it('changes the food of meals analysed before alternatives existed through search alone', async () => {
    const old = {
      ...analysed,
      items: analysed.items.map(({ alternatives: _, ...item }) => item),
    }
    const { panel } = await openPanel(old)
    expect(panel.getAllByRole('spinbutton', { name: /^Amount of/ })).toHaveLength(2)
    expect(panel.getByRole('button', { name: 'Remove butter' })).toBeEnabled()
    const toast = row(panel, '2 slices of toast')
    await userEvent.click(within(toast).getByRole('button', { name: /^Change food/ }))
    // no list of offered foods, only the search
    expect(within(toast).queryByRole('radio')).toBeNull()
    expect(within(toast).getByRole('searchbox', { name: /^Search all foods/ })).toBeVisible()
  })
})

describe("Dishes at a person's portion, and any food one search away", () => {
  it('says each amount in words and resizes an item with one tap, the total following', async () => {
    const { panel } = await openPanel()
    const toast = row(panel, '2 slices of toast')
    expect(toast).toHaveTextContent('2 slices (50 g)')
    const sizes = within(toast).getByRole('group', { name: 'Size of 2 slices of toast' })
    expect(within(sizes).getByRole('button', { name: 'Regular' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(sizes).getByRole('button', { name: 'Double' }))
    expect(within(sizes).getByRole('button', { name: 'Double' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(sizes).getByRole('button', { name: 'Regular' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(toast).toHaveTextContent('4 slices (100 g)')
    expect(panel.getByRole('spinbutton', { name: 'Amount of 2 slices of toast' })).toHaveValue(4)
    // 147 kcal twice, and the butter's 104
    expect(total(panel)).toHaveTextContent(/^Total with your changes 398 kcal/)

    await userEvent.click(within(sizes).getByRole('button', { name: 'Half' }))
    expect(toast).toHaveTextContent('1 slice (25 g)')
    expect(total(panel)).toHaveTextContent(/^Total with your changes 178 kcal/)
  })

  it('asks the person to look again at an amount far from a usual portion', async () => {
    const withUsual: MealAnalysis = {
      ...analysed,
      items: [{ ...analysed.items[0]!, usualGrams: 25 }, analysed.items[1]!],
    }
    const { panel } = await openPanel(withUsual)
    const toast = row(panel, '2 slices of toast')
    expect(toast).not.toHaveTextContent('usual portion')
    await userEvent.click(within(toast).getByRole('button', { name: 'Double' }))
    expect(toast).toHaveTextContent(
      'That is about 4 usual portions (25 g each). If you ate less, choose a size or change the amount.',
    )
    await userEvent.click(within(toast).getByRole('button', { name: 'Regular' }))
    expect(toast).not.toHaveTextContent('usual portion')
  })

  it('finds any food by search, shows recent foods first, pages on, and saves what it showed', async () => {
    const { panel, calls } = await openPanel()
    const toast = row(panel, '2 slices of toast')
    await userEvent.click(within(toast).getByRole('button', { name: /^Change food/ }))
    const results = within(toast).getByRole('list', { name: 'Foods found' })
    // before any words: the person's recent foods
    expect(await within(results).findByRole('button', { name: /Bread, rye/ })).toHaveTextContent(
      'Recent',
    )
    expect(within(toast).getByRole('status')).toHaveTextContent('Your recent foods')

    await userEvent.type(
      within(toast).getByRole('searchbox', { name: /^Search all foods/ }),
      'granolla',
    )
    // spelling is the server's business: it answers granola
    const found = await within(results).findByRole('button', { name: /^Granola/ })
    expect(found).toHaveTextContent('1 serving, about ½ cup (61 g)')
    expect(found).toHaveTextContent('288 kcal')
    await userEvent.click(within(toast).getByRole('button', { name: 'Show more foods' }))
    expect(await within(results).findByRole('button', { name: /^Granola bar/ })).toBeVisible()

    await userEvent.click(found)
    // the search closes; the item is granola now, by its plain name
    expect(within(toast).queryByRole('searchbox')).toBeNull()
    expect(toast).toHaveTextContent('Granola')
    expect(toast).toHaveTextContent('1 serving, about ½ cup (61 g)')
    // 471.3 kcal per 100 g × 61 g, and the butter's 104
    expect(total(panel)).toHaveTextContent(/^Total with your changes 391 kcal/)

    // USDA's name is one tap away
    const usda = within(toast).getByRole('button', { name: 'USDA name' })
    expect(usda).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(usda)
    expect(toast).toHaveTextContent('USDA: Cereal, granola, NFS')

    await userEvent.click(saveButton(panel))
    await waitFor(() => expect(puts(calls)).toHaveLength(1))
    expect(puts(calls)[0]!.body).toMatchObject({
      items: [
        { text: '2 slices of toast', foodId: 'f:granola', grams: 61 },
        { text: 'butter', foodId: 'f:butter', grams: 14 },
      ],
    })
  })

  it('says when no food matches, and offers Retry when the search fails', async () => {
    let failing = true
    const { panel } = await openPanel(analysed, {
      'GET /api/foods/search': (_body, url) =>
        failing ? json(503, { error: 'Down', code: 'unavailable' }) : foodSearchAnswer(url),
    })
    const toast = row(panel, 'butter')
    await userEvent.click(within(toast).getByRole('button', { name: /^Change food/ }))
    const retry = await within(toast).findByRole('button', { name: 'Retry' })
    expect(within(toast).getByRole('alert')).toHaveTextContent('Foods could not be searched')
    failing = false
    await userEvent.click(retry)
    await waitFor(() => expect(within(toast).queryByRole('alert')).toBeNull())
    await userEvent.type(within(toast).getByRole('searchbox'), 'zorblax')
    expect(
      await within(toast).findByText('No food matches “zorblax”. Try fewer or other words.'),
    ).toBeVisible()
  })
})
