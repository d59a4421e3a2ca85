import { addDays, todayIso } from '@platewise/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, type RecordedCall } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'
import { aMeal } from '../../test/meal-fixtures'
import type { LoggedMeal, SavedMeal } from '../../lib/meals/meals-api'

const today = todayIso()

function loggedMeal(changes: Partial<LoggedMeal> = {}): LoggedMeal {
  return aMeal({
    id: 1,
    mealDate: today,
    mealType: 'lunch',
    description: 'Chicken salad with avocado',
    calories: 450,
    protein: 35,
    carbs: 20,
    fat: 18,
    fiber: 6,
    sugar: 4.5,
    sodium: 620,
    createdAt: `${today}T12:30:00.000Z`,
    ...changes,
  })
}

const oatsNutrients = {
  calories: 380,
  protein: 14,
  carbs: 60,
  fat: 9,
  fiber: 8,
  sugar: 22.5,
  sodium: 95,
}

const overnightOats: SavedMeal = {
  id: 9,
  name: 'Overnight oats',
  meal_type: 'breakfast',
  mealType: 'breakfast',
  description: 'Oats soaked in milk with chia seeds, blueberries and a spoon of honey',
  ...oatsNutrients,
  source_meal_id: null,
  created_at: '2026-01-01T08:00:00.000Z',
}

/**
 * The meal inputs, signed in past the onboarding guard, with a day's meals and
 * saved meals; resolves once the day's list has loaded.
 */
async function openMealInputs(
  { meals = [], favorites = [] }: { meals?: LoggedMeal[]; favorites?: SavedMeal[] } = {},
  handlers: Handlers = {},
) {
  const { calls } = renderDashboard('/dashboard/inputs', {
    'GET /api/meals': () => json(200, { meals }),
    'GET /api/favorites': () => json(200, { favorites }),
    ...handlers,
  })
  await screen.findByRole('heading', { name: 'Meal Inputs' })
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading meals' })).toBeNull())
  return calls
}

const eggsOf = (panel: HTMLElement) => within(panel).getAllByRole('listitem')[0]

const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url, 'http://x').pathname === path)

describe('MealInputsPage', () => {
  it('asks for a description before adding anything', async () => {
    const calls = await openMealInputs()
    await screen.findByText('No meals logged for this date')
    await userEvent.type(screen.getByLabelText('Description'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))
    expect(screen.getByText('Please enter a meal description')).toBeVisible()
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true')
    expect(sent(calls, 'POST', '/api/meals')).toHaveLength(0)
  })

  it('sends no nutrients with Add Meal Using AI and shows what was understood', async () => {
    const analysed = loggedMeal({
      id: 5,
      mealType: 'breakfast',
      description: '2 eggs and a slice of toast',
      calories: 249,
      analysis: {
        items: [
          {
            text: '2 eggs',
            quantity: 2,
            unit: 'egg',
            grams: 100,
            food: { id: 'f:1', description: 'Egg, whole, cooked' },
            nutrients: {
              calories: 176,
              protein: 12,
              carbs: 1,
              fat: 14,
              fiber: 0,
              sugar: 0,
              sodium: 195,
            },
            confidence: 1,
          },
          {
            text: 'a slice of zorbletoast',
            quantity: 1,
            unit: 'slice',
            grams: 29,
            food: { id: 'f:2', description: 'Bread, white, toasted' },
            nutrients: {
              calories: 73,
              protein: 2,
              carbs: 13,
              fat: 1,
              fiber: 1,
              sugar: 2,
              sodium: 124,
            },
            confidence: 0.5,
          },
        ],
        totals: { calories: 249, protein: 14, carbs: 14, fat: 15, fiber: 1, sugar: 2, sodium: 319 },
        unmatched: ['sprinkles'],
      },
    })
    const calls = await openMealInputs({}, { 'POST /api/meals': () => json(201, analysed) })
    await userEvent.type(screen.getByLabelText('Description'), '  2 eggs and a slice of toast ')
    await userEvent.type(screen.getByLabelText('Calories (kcal)'), '999')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))

    expect(await screen.findByText('Meal added successfully!')).toBeVisible()
    expect(sent(calls, 'POST', '/api/meals')[0]?.body).toEqual({
      meal_date: today,
      meal_type: 'breakfast',
      description: '2 eggs and a slice of toast',
    })
    const panel = screen.getByRole('region', { name: 'What we understood' })
    expect(panel).toHaveTextContent('2 eggs')
    expect(panel).toHaveTextContent('Egg, whole, cooked')
    expect(panel).toHaveTextContent('100 g')
    expect(panel).toHaveTextContent('came to 249 kcal')
    expect(eggsOf(panel)).toHaveTextContent('176 kcal')
    const unplaced = within(panel).getByRole('list', { name: 'Not recognised' })
    expect(unplaced).toHaveTextContent('sprinkles')
    expect(within(unplaced).getByLabelText('Calories for sprinkles')).toHaveValue(null)
    // a match around a word the analyser did not know is marked as a guess, and only that one
    const [eggs, toast] = within(panel).getAllByRole('listitem')
    expect(toast).toHaveTextContent('Best guess')
    expect(eggs).not.toHaveTextContent('Best guess')
    // the form starts over, and the rest of the app hears about it
    expect(screen.getByLabelText('Description')).toHaveValue('')
    expect(localStorage.getItem('mealAdded')).not.toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss what we understood' }))
    expect(screen.queryByRole('region', { name: 'What we understood' })).toBeNull()
  })

  it('sends the typed nutrients with Add Meal Manually, rounded as §5 says, blanks as 0', async () => {
    const calls = await openMealInputs(
      {},
      { 'POST /api/meals': (body) => json(201, loggedMeal({ id: 6, ...(body as object) })) },
    )
    await userEvent.selectOptions(screen.getByLabelText('Meal Type'), 'dinner')
    await userEvent.type(screen.getByLabelText('Description'), 'Salmon, rice and greens')
    await userEvent.type(screen.getByLabelText('Calories (kcal)'), '620')
    await userEvent.type(screen.getByLabelText('Protein (g)'), '41.6')
    await userEvent.type(screen.getByLabelText('Sugar (g)'), '3.25')
    await userEvent.type(screen.getByLabelText('Sodium (mg)'), '480.5')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Manually' }))

    await waitFor(() => expect(sent(calls, 'POST', '/api/meals')).toHaveLength(1))
    expect(sent(calls, 'POST', '/api/meals')[0]?.body).toEqual({
      meal_date: today,
      meal_type: 'dinner',
      description: 'Salmon, rice and greens',
      calories: 620,
      protein: 42,
      carbs: 0,
      fat: 0,
      fiber: 0,
      sugar: 3.3,
      sodium: 480.5,
    })
    expect(await screen.findByText('Meal added successfully!')).toBeVisible()
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(null)
    expect(screen.getByLabelText('Meal Type')).toHaveValue('breakfast')
  })

  it("shows the server's reason when adding fails, else 'Failed to add meal'", async () => {
    await openMealInputs(
      {},
      {
        'POST /api/meals': () =>
          json(400, { error: 'Calories must be at most 20,000', code: 'BAD_REQUEST' }),
      },
    )
    await userEvent.type(screen.getByLabelText('Description'), 'A feast')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Calories must be at most 20,000')
    // what was typed stays, to be corrected
    expect(screen.getByLabelText('Description')).toHaveValue('A feast')
  })

  it('names the limit of one meal next to a nutrient typed past it, and sends nothing', async () => {
    const calls = await openMealInputs()
    await userEvent.type(screen.getByLabelText('Description'), 'A feast')
    const calories = screen.getByLabelText('Calories (kcal)')
    expect(calories).toHaveAttribute('max', '5000')
    expect(screen.getByLabelText('Sodium (mg)')).toHaveAttribute('max', '15000')
    await userEvent.type(calories, '10000')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Manually' }))
    expect(calories).toHaveAccessibleDescription('Calories must be at most 5,000 kcal for one meal')
    expect(calories).toHaveFocus()
    expect(sent(calls, 'POST', '/api/meals')).toHaveLength(0)
  })

  it("shows the server's refusal of a description read past the meal limits at the description", async () => {
    const message =
      'We read “10000 eggs” as 10,000 g, more than one item can be (at most 3,000 g). Check the amounts, or enter the nutrients yourself.'
    await openMealInputs(
      {},
      {
        'POST /api/meals': () =>
          json(400, { error: message, code: 'VALIDATION_ERROR', fields: { description: message } }),
      },
    )
    const description = screen.getByLabelText('Description')
    await userEvent.type(description, '10000 eggs')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))
    await waitFor(() => expect(description).toHaveAccessibleDescription(message))
    expect(description).toHaveAttribute('aria-invalid', 'true')
    expect(description).toHaveFocus()
    // said at the field, not again in a message of its own
    expect(screen.queryByRole('alert')).toBeNull()
    expect(description).toHaveValue('10000 eggs')
    // typing again takes the message away
    await userEvent.type(description, '{Backspace}')
    expect(description).not.toHaveAttribute('aria-invalid')
  })

  it('lists the day with a summary of the seven totals', async () => {
    await openMealInputs({
      meals: [
        loggedMeal(),
        loggedMeal({
          id: 2,
          mealType: 'snack',
          description: 'Apple',
          calories: 95,
          protein: 0,
          carbs: 25,
          fat: 0,
          fiber: 4,
          sugar: 19,
          sodium: 2,
        }),
      ],
    })
    const list = await screen.findByRole('region', { name: /^Meals for / })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const apple = within(list).getByRole('listitem', { name: 'Apple' })
    expect(within(apple).getByText('Snack')).toHaveClass('bg-purple-100')
    expect(apple).toHaveTextContent('95 kcal')

    const summary = screen.getByRole('region', { name: 'Daily Summary' })
    expect(summary).toHaveTextContent('2 meals logged')
    const total = (label: string) => within(summary).getByText(label).nextSibling
    expect(total('Calories')).toHaveTextContent(/^545 kcal$/)
    expect(total('Carbs')).toHaveTextContent(/^45 g$/)
    expect(total('Sugar')).toHaveTextContent(/^23.5 g$/)
    expect(total('Sodium')).toHaveTextContent(/^622 mg$/)
  })

  it('writes every figure one way: separators, at most one decimal, a space before the unit', async () => {
    const feast = loggedMeal({
      description: 'Holiday feast',
      calories: 12590,
      protein: 1234,
      carbs: 45.25,
      sodium: 11867.66,
    })
    await openMealInputs({ meals: [feast], favorites: [{ ...overnightOats, calories: 1380 }] })

    const row = await screen.findByRole('listitem', { name: 'Holiday feast' })
    expect(row).toHaveTextContent('12,590 kcal')
    expect(within(row).getByText('Protein').nextSibling).toHaveTextContent(/^1,234 g$/)
    expect(within(row).getByText('Carbs').nextSibling).toHaveTextContent(/^45.3 g$/)

    const summary = screen.getByRole('region', { name: 'Daily Summary' })
    const total = (label: string) => within(summary).getByText(label).nextSibling
    expect(total('Calories')).toHaveTextContent(/^12,590 kcal$/)
    expect(total('Sodium')).toHaveTextContent(/^11,867.7 mg$/)

    await userEvent.click(screen.getByRole('button', { name: 'Show Saved Meals (1)' }))
    const saved = screen.getByRole('button', { name: 'Add Overnight oats' }).closest('li')!
    expect(saved).toHaveTextContent('1,380 kcal')
    await userEvent.click(screen.getByRole('button', { name: 'Add Overnight oats' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Add Saved Meal' }))
    expect(dialog.getByText('Calories').nextSibling).toHaveTextContent(/^1,380 kcal$/)
    expect(dialog.getByText('Protein').nextSibling).toHaveTextContent(/^14 g$/)
  })

  it('labels each nutrient input with its unit', async () => {
    await openMealInputs()
    for (const label of [
      'Calories (kcal)',
      'Protein (g)',
      'Carbs (g)',
      'Fat (g)',
      'Fiber (g)',
      'Sugar (g)',
      'Sodium (mg)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number')
    }
  })

  it('edits a meal inline: Cancel discards, Save Changes sends only what changed', async () => {
    const calls = await openMealInputs(
      { meals: [loggedMeal()] },
      {
        'PUT /api/meals/1': (body) => json(200, loggedMeal(body as Partial<LoggedMeal>)),
      },
    )
    const row = await screen.findByRole('listitem', { name: 'Chicken salad with avocado' })
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }))

    let form = screen.getByRole('form', { name: 'Edit meal' })
    expect(within(form).getByLabelText('Calories (kcal)')).toHaveValue(450)
    await userEvent.clear(within(form).getByLabelText('Calories (kcal)'))
    await userEvent.type(within(form).getByLabelText('Calories (kcal)'), '999')
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Edit meal' })).toBeNull()
    expect(screen.getByRole('listitem', { name: 'Chicken salad with avocado' })).toHaveTextContent(
      '450',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    form = screen.getByRole('form', { name: 'Edit meal' })
    expect(within(form).getByLabelText('Calories (kcal)')).toHaveValue(450)
    await userEvent.type(within(form).getByLabelText('Description'), ' and feta')
    await userEvent.clear(within(form).getByLabelText('Fat (g)'))
    await userEvent.type(within(form).getByLabelText('Fat (g)'), '22')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Meal updated successfully!')).toBeVisible()
    expect(sent(calls, 'PUT', '/api/meals/1')[0]?.body).toEqual({
      description: 'Chicken salad with avocado and feta',
      fat: 22,
    })
    expect(screen.queryByRole('form', { name: 'Edit meal' })).toBeNull()
    // §3, §4 Meals: the marker the spec names for an update
    expect(localStorage.getItem('mealUpdated')).not.toBeNull()
  })

  it('refuses an edit without a description or past the limits of a meal, and sends nothing', async () => {
    const calls = await openMealInputs({ meals: [loggedMeal()] })
    const row = await screen.findByRole('listitem', { name: 'Chicken salad with avocado' })
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const form = screen.getByRole('form', { name: 'Edit meal' })
    const description = within(form).getByLabelText('Description')
    const sodium = within(form).getByLabelText('Sodium (mg)')
    await userEvent.clear(description)
    await userEvent.clear(sodium)
    await userEvent.type(sodium, '20000')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }))

    expect(description).toHaveAccessibleDescription('Please enter a meal description')
    expect(description).toHaveFocus()
    expect(sodium).toHaveAccessibleDescription('Sodium must be at most 15,000 mg for one meal')
    expect(sent(calls, 'PUT', '/api/meals/1')).toHaveLength(0)
    // typing again takes the field's message away, and only its own
    await userEvent.type(description, 'Chicken salad')
    expect(description).not.toHaveAttribute('aria-invalid')
    expect(sodium).toHaveAttribute('aria-invalid', 'true')
  })

  it('deletes a meal after asking', async () => {
    const calls = await openMealInputs(
      { meals: [loggedMeal()] },
      { 'DELETE /api/meals/1': () => new Response(null, { status: 204 }) },
    )
    const row = await screen.findByRole('listitem', { name: 'Chicken salad with avocado' })
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }))
    expect(sent(calls, 'DELETE', '/api/meals/1')).toHaveLength(0)
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByText('Meal deleted successfully!')).toBeVisible()
    expect(sent(calls, 'DELETE', '/api/meals/1')).toHaveLength(1)
    expect(localStorage.getItem('mealDeleted')).not.toBeNull()
  })

  it('keeps keyboard focus where the person is: in the edit, back on Edit, on Keep and back on Delete', async () => {
    await openMealInputs({ meals: [loggedMeal()] })
    const row = await screen.findByRole('listitem', { name: 'Chicken salad with avocado' })
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const form = screen.getByRole('form', { name: 'Edit meal' })
    expect(within(form).getByLabelText('Description')).toHaveFocus()

    // Escape leaves the edit as Cancel does
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'Edit meal' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus()

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus()
  })

  it('shows a saved meal as saved, so it is not saved twice', async () => {
    let favorites: SavedMeal[] = []
    await openMealInputs(
      { meals: [loggedMeal()] },
      {
        'GET /api/favorites': () => json(200, { favorites }),
        'POST /api/favorites/from-meal': () => {
          favorites = [{ ...overnightOats, id: 12, source_meal_id: 1 }]
          return json(201, favorites[0])
        },
      },
    )
    const row = await screen.findByRole('listitem', { name: 'Chicken salad with avocado' })
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Meal saved successfully!')).toBeVisible()
    expect(within(row).getByRole('button', { name: 'Saved' })).toBeDisabled()
    expect(within(row).queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('logs nothing for text with no food in it, keeps the text and offers the numbers', async () => {
    const message =
      "We couldn't find any food in that description. Check the spelling, or enter the nutrients yourself and choose Add Meal Manually."
    const calls = await openMealInputs(
      {},
      {
        'POST /api/meals': () =>
          json(400, {
            error: message,
            code: 'NO_FOOD_RECOGNISED',
            fields: { description: message },
          }),
      },
    )
    await userEvent.type(screen.getByLabelText('Description'), 'asdf qwerty')
    await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('Description')).toHaveValue('asdf qwerty')
    await waitFor(() => expect(screen.getByLabelText('Calories (kcal)')).toHaveFocus())
    expect(screen.queryByText('Meal added successfully!')).toBeNull()
    expect(sent(calls, 'POST', '/api/meals')).toHaveLength(1)
  })

  it('says a failed load failed, even after the overview could not load the same day', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderDashboard('/dashboard/overview', {
      'GET /api/meals': () => json(500, { error: 'Something went wrong', code: 'INTERNAL' }),
      'GET /api/favorites': () => json(200, { favorites: [] }),
    })
    // the overview shows the day as empty (§8) ...
    expect(await screen.findByText('No Meals Logged Today')).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Meals' }))
    // ... but Meal Inputs must not claim nothing was logged
    expect(await screen.findByText("We couldn't load your meals for this day.")).toBeVisible()
    expect(screen.queryByText('No meals logged for this date')).toBeNull()
    warn.mockRestore()
  })

  it("says 'This meal is already saved' when saving it again", async () => {
    const calls = await openMealInputs(
      { meals: [loggedMeal()] },
      {
        'POST /api/favorites/from-meal': () =>
          json(409, { error: 'Already a favourite', code: 'CONFLICT' }),
      },
    )
    const row = await screen.findByRole('listitem', { name: 'Chicken salad with avocado' })
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This meal is already saved')
    expect(alert).toHaveClass('bg-red-50')
    expect(sent(calls, 'POST', '/api/favorites/from-meal')[0]?.body).toEqual({ mealId: 1 })
  })

  it('adds a saved meal as the chosen type from the Add Saved Meal dialog', async () => {
    const calls = await openMealInputs(
      { favorites: [overnightOats] },
      { 'POST /api/meals': (body) => json(201, loggedMeal({ id: 7, ...(body as object) })) },
    )
    const toggle = await screen.findByRole('button', { name: 'Show Saved Meals (1)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide Saved Meals (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    // the preview is cut at 50 characters
    expect(screen.getByText('Oats soaked in milk with chia seeds, blueberries a...')).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Add Overnight oats' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Saved Meal' })
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect(dialog).toHaveAttribute('open')
    expect(within(dialog).getByLabelText('Select meal type for today:')).toHaveValue('breakfast')
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Select meal type for today:'),
      'snack',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Meal' }))

    expect(await screen.findByText('Added "Overnight oats" as snack!')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(calls, 'POST', '/api/meals')[0]?.body).toEqual({
      meal_date: today,
      meal_type: 'snack',
      description: overnightOats.description,
      // the saved meal's own numbers
      ...oatsNutrients,
    })
  })

  it("shows 'No saved meals yet' when there are none", async () => {
    await openMealInputs()
    await userEvent.click(await screen.findByRole('button', { name: 'Show Saved Meals (0)' }))
    expect(screen.getByText('No saved meals yet')).toBeVisible()
  })

  describe('on a phone', () => {
    // jsdom applies no CSS, so the phone layout is checked by what it offers; the
    // screenshots at 375 px show where it sits
    const pretendPhone = () =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query: string) =>
            ({ matches: query.includes('max-width'), media: query }) as MediaQueryList,
        )
    afterEach(() => vi.restoreAllMocks())

    it('folds the optional nutrients behind a disclosure', async () => {
      await openMealInputs()
      const disclosure = screen.getByRole('button', { name: 'Enter nutrients yourself' })
      expect(disclosure).toHaveAttribute('aria-expanded', 'false')
      const panel = document.getElementById(disclosure.getAttribute('aria-controls')!)
      expect(panel).toContainElement(screen.getByLabelText('Calories (kcal)'))
      await userEvent.click(disclosure)
      expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    })

    it('opens the folded nutrients on Add Meal Manually instead of adding an empty meal', async () => {
      window.matchMedia ??= (() => ({}) as MediaQueryList) as typeof window.matchMedia
      pretendPhone()
      const calls = await openMealInputs()
      await userEvent.type(screen.getByLabelText('Description'), 'Salmon and rice')
      await userEvent.click(screen.getByRole('button', { name: 'Add Meal Manually' }))
      expect(sent(calls, 'POST', '/api/meals')).toHaveLength(0)
      expect(screen.getByRole('button', { name: 'Enter nutrients yourself' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      expect(screen.getByLabelText('Calories (kcal)')).toHaveFocus()
    })

    it("jumps from the top of the page to the day's meals", async () => {
      await openMealInputs({ meals: [loggedMeal()] })
      const jump = await screen.findByRole('link', { name: /Jump to meals/ })
      expect(jump).toHaveTextContent('1 meal · 450 kcal')
      await userEvent.click(jump)
      expect(screen.getByRole('heading', { name: /^Meals for / })).toHaveFocus()
    })

    it("offers the day's meals from the message after adding one, and the message can be dismissed", async () => {
      await openMealInputs(
        {},
        { 'POST /api/meals': (body) => json(201, loggedMeal({ id: 8, ...(body as object) })) },
      )
      const addMeal = async () => {
        await userEvent.type(screen.getByLabelText('Description'), 'Chicken salad')
        await userEvent.click(screen.getByRole('button', { name: 'Add Meal Using AI' }))
        const text = await screen.findByText('Meal added successfully!')
        return text.closest<HTMLElement>('[role="status"]')!
      }

      await userEvent.click(
        within(await addMeal()).getByRole('button', { name: 'Dismiss message' }),
      )
      expect(screen.queryByText('Meal added successfully!')).toBeNull()

      await userEvent.click(within(await addMeal()).getByRole('button', { name: 'View meals' }))
      expect(screen.getByRole('heading', { name: /^Meals for / })).toHaveFocus()
      expect(screen.queryByText('Meal added successfully!')).toBeNull()
    })
  })
})

describe("Meal Inputs' Copy yesterday", () => {
  const yesterday = addDays(today, -1)
  const yesterdays = [
    loggedMeal({
      id: 21,
      mealDate: yesterday,
      mealType: 'breakfast',
      description: 'Porridge',
      calories: 320,
    }),
    loggedMeal({
      id: 22,
      mealDate: yesterday,
      mealType: 'dinner',
      description: 'Dal and rice',
      calories: 610,
    }),
  ]
  const copies = yesterdays.map((meal, i) => ({
    ...meal,
    id: 31 + i,
    mealDate: today,
    meal_date: today,
  }))

  function openWithYesterday(handlers: Handlers = {}) {
    let todays: LoggedMeal[] = []
    return openMealInputs(
      {},
      {
        'GET /api/meals': (_, url) =>
          json(200, { meals: url.searchParams.get('date') === yesterday ? yesterdays : todays }),
        'POST /api/meals/copy': () => {
          todays = copies
          return json(201, { meals: copies })
        },
        'POST /api/meals/remove': () => {
          todays = []
          return new Response(null, { status: 204 })
        },
        ...handlers,
      },
    )
  }

  it("logs yesterday's meals again for today in one tap, and Undo takes exactly those away", async () => {
    const calls = await openWithYesterday()
    const copy = await screen.findByRole('button', { name: 'Copy yesterday' })
    expect(copy).toHaveAccessibleDescription('2 meals · 930 kcal')

    await userEvent.click(copy)
    const message = await screen.findByText('Copied 2 meals from yesterday successfully.')
    expect(sent(calls, 'POST', '/api/meals/copy').map((call) => call.body)).toEqual([
      { from: yesterday, to: today },
    ])
    const list = within(screen.getByRole('region', { name: /^Meals for/ }))
    expect(await list.findByText('Porridge')).toBeInTheDocument()
    expect(list.getByText('Dal and rice')).toBeInTheDocument()
    // the same button now undoes, with the focus still on it: a second tap cannot copy twice
    const undoCopy = screen.getByRole('button', { name: 'Undo copy' })
    expect(undoCopy).toHaveFocus()
    expect(undoCopy).toHaveAccessibleDescription('2 meals · 930 kcal copied')

    await userEvent.click(within(message.closest('[role]')!).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Copy undone successfully.')).toBeInTheDocument()
    expect(sent(calls, 'POST', '/api/meals/remove').map((call) => call.body)).toEqual([
      { ids: [31, 32] },
    ])
    expect(await list.findByText('No meals logged for this date')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy yesterday' })).toBeInTheDocument()
  })

  it("undoes from the button itself, where a keyboard's focus already is", async () => {
    const calls = await openWithYesterday()
    await userEvent.click(await screen.findByRole('button', { name: 'Copy yesterday' }))
    expect(await screen.findByRole('button', { name: 'Undo copy' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('Copy undone successfully.')).toBeInTheDocument()
    expect(sent(calls, 'POST', '/api/meals/copy')).toHaveLength(1)
    expect(sent(calls, 'POST', '/api/meals/remove').map((call) => call.body)).toEqual([
      { ids: [31, 32] },
    ])
  })

  it('is not offered when yesterday has no meals', async () => {
    await openMealInputs()
    await screen.findByText('No meals logged for this date')
    expect(screen.queryByRole('button', { name: 'Copy yesterday' })).toBeNull()
  })

  it('is offered on today only', async () => {
    await openWithYesterday()
    await screen.findByRole('button', { name: 'Copy yesterday' })
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: yesterday } })
    expect(await screen.findByText('Porridge')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copy yesterday' })).toBeNull()
  })

  it('says why when the copy is refused, and logs nothing', async () => {
    await openWithYesterday({
      'POST /api/meals/copy': () =>
        json(400, { error: 'There are no meals on that day to copy.', code: 'NOTHING_TO_COPY' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Copy yesterday' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There are no meals on that day to copy.',
    )
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  })
})
