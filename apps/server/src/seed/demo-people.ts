import type { ActivityLevel, Gender, Goal } from '@platewise/core'

// The demo's people: what they answered in onboarding, their bio, and how they
// log (a few never slip, others have the odd big evening), so streaks differ.

export interface DemoPerson {
  firstName: string
  lastName: string
  username: string
  gender: Gender
  age: number
  /** inches */
  height: number
  /** pounds */
  weight: number
  targetWeight: number
  activityLevel: ActivityLevel
  goal: Goal
  /** the onboarding timeline, in weeks */
  weeks: number
  bio: string
  /** How often a day goes over the calorie goal with little protein (0..1) */
  slips: number
  /** How often a day is not logged at all (0..1) */
  gaps: number
  /** How much they post, relative to others (0 never) */
  posting: number
}

/** Demo accounts have addresses under this reserved domain (RFC 2606), so a run can tell they are there. */
export const DEMO_EMAIL_DOMAIN = 'platewise.example'

/** Every demo account signs in with this; it passes the registration rules (not a common password). */
export const DEMO_PASSWORD = 'platewise-demo'

export const demoEmail = (person: Pick<DemoPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') +
  `@${DEMO_EMAIL_DOMAIN}`

const person = (
  names: [string, string, string],
  body: [Gender, number, number, number, number],
  plan: [ActivityLevel, Goal, number],
  bio: string,
  habits: { slips: number; gaps: number; posting: number },
): DemoPerson => {
  const [firstName, lastName, username] = names
  const [gender, age, height, weight, targetWeight] = body
  const [activityLevel, goal, weeks] = plan
  return {
    firstName,
    lastName,
    username,
    gender,
    age,
    height,
    weight,
    targetWeight,
    activityLevel,
    goal,
    weeks,
    bio,
    ...habits,
  }
}

// The first three are the example logins printed at the end of a run.
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  person(
    ['Maya', 'Chen', 'mayacooks'],
    ['female', 29, 64, 142, 132],
    ['moderate', 'lose', 16],
    'Home cook and weekend runner. Trying to eat more plants without giving up dumplings.',
    { slips: 0, gaps: 0, posting: 3 },
  ),
  person(
    ['Daniel', 'Okafor', 'dan.okafor'],
    ['male', 34, 71, 205, 185],
    ['light', 'lose', 24],
    'Dad of two. Meal prepping my way back to my college weight, one Sunday at a time.',
    { slips: 0.15, gaps: 0.05, posting: 2 },
  ),
  person(
    ['Priya', 'Patel', 'priya.p'],
    ['female', 31, 63, 158, 140],
    ['light', 'lose', 30],
    'Software engineer learning to cook dal like my mum. Logging everything, judging nothing.',
    { slips: 0.05, gaps: 0, posting: 2.5 },
  ),
  person(
    ['Sofia', 'Rossi', 'sofia.eats'],
    ['female', 26, 66, 130, 135],
    ['active', 'gain', 20],
    'Climber and pasta loyalist. Building strength, not just carbs. Okay, also carbs.',
    { slips: 0.1, gaps: 0.05, posting: 2.5 },
  ),
  person(
    ['Lucas', 'Martin', 'lucasmartin'],
    ['male', 41, 70, 188, 188],
    ['moderate', 'maintain', 12],
    'Cyclist. Keeping it steady through the winter base miles.',
    { slips: 0.1, gaps: 0.1, posting: 1 },
  ),
  person(
    ['James', "O'Brien", 'james_obrien'],
    ['male', 52, 69, 215, 195],
    ['sedentary', 'lose', 30],
    'My doctor said walk more and write down what I eat. So here we are.',
    { slips: 0.3, gaps: 0.15, posting: 1 },
  ),
  person(
    ['Aisha', 'Bello', 'aishabello'],
    ['female', 24, 67, 150, 145],
    ['active', 'lose', 12],
    'Nursing student. Night shifts, lots of overnight oats.',
    { slips: 0.15, gaps: 0.1, posting: 1.5 },
  ),
  person(
    ['Kenji', 'Tanaka', 'kenji.t'],
    ['male', 28, 68, 150, 162],
    ['very_active', 'gain', 24],
    'Powerlifting and ramen. Chasing a 200 kg deadlift.',
    { slips: 0.05, gaps: 0, posting: 2 },
  ),
  person(
    ['Emma', 'Johansson', 'emmaj'],
    ['female', 37, 68, 165, 150],
    ['moderate', 'lose', 20],
    'Trail runner, coffee snob, recovering cereal addict.',
    { slips: 0.1, gaps: 0.05, posting: 2 },
  ),
  person(
    ['Mateo', 'Garcia', 'mateo.garcia'],
    ['male', 23, 69, 160, 170],
    ['active', 'gain', 20],
    'Football twice a week, gym three times. Learning to eat enough.',
    { slips: 0.2, gaps: 0.1, posting: 1 },
  ),
  person(
    ['Hannah', 'Schmidt', 'hannah.schmidt'],
    ['female', 45, 65, 172, 155],
    ['light', 'lose', 36],
    'Teacher. Swapping the staff-room biscuits for apples. Mostly.',
    { slips: 0.2, gaps: 0.05, posting: 1.5 },
  ),
  person(
    ['Omar', 'Haddad', 'omarhaddad'],
    ['male', 33, 72, 190, 190],
    ['moderate', 'maintain', 12],
    'Chef at a small Lebanese place. I taste food for a living, so I log for balance.',
    { slips: 0, gaps: 0.05, posting: 2.5 },
  ),
  person(
    ['Chloe', 'Dubois', 'chloe.dubois'],
    ['female', 30, 64, 128, 128],
    ['active', 'maintain', 12],
    'Yoga teacher. Plant-based for six years and still finding new lentil recipes.',
    { slips: 0, gaps: 0, posting: 2 },
  ),
  person(
    ['Ryan', 'Walsh', 'ryanwalsh'],
    ['male', 27, 73, 230, 200],
    ['light', 'lose', 40],
    'Down 18 lb since August. Still love pizza.',
    { slips: 0.3, gaps: 0.1, posting: 1.5 },
  ),
  person(
    ['Zara', 'Ahmed', 'zara.a'],
    ['female', 22, 62, 118, 125],
    ['moderate', 'gain', 16],
    'Student and gym newbie. Eating more protein than ever.',
    { slips: 0.1, gaps: 0.15, posting: 1 },
  ),
  person(
    ['Noah', 'Williams', 'noah.w'],
    ['male', 38, 71, 178, 172],
    ['moderate', 'lose', 12],
    'Marathon number three in the spring. Fuel first, pace second.',
    { slips: 0.05, gaps: 0.05, posting: 1.5 },
  ),
  person(
    ['Lena', 'Novak', 'lenanovak'],
    ['female', 35, 67, 145, 145],
    ['active', 'maintain', 12],
    'Physio. Ask me about knees, not about my sugar intake.',
    { slips: 0.1, gaps: 0.1, posting: 1 },
  ),
  person(
    ['Marcus', 'Johnson', 'marcusj'],
    ['male', 46, 70, 210, 190],
    ['sedentary', 'lose', 30],
    'Working from home put the kitchen too close. Fixing that.',
    { slips: 0.25, gaps: 0.1, posting: 1 },
  ),
  person(
    ['Ines', 'Ferreira', 'ines.ferreira'],
    ['female', 28, 65, 138, 130],
    ['light', 'lose', 16],
    'Portuguese food, long walks, honest logging.',
    { slips: 0.1, gaps: 0.05, posting: 1.5 },
  ),
  person(
    ['Arjun', 'Mehta', 'arjun.mehta'],
    ['male', 31, 69, 165, 175],
    ['active', 'gain', 24],
    'Badminton and biryani. Bulking slowly.',
    { slips: 0.05, gaps: 0.05, posting: 1 },
  ),
  person(
    ['Grace', 'Kim', 'gracekim'],
    ['female', 42, 63, 150, 138],
    ['moderate', 'lose', 24],
    'Two kids, one dog, zero spare time. Batch cooking saves me.',
    { slips: 0, gaps: 0.05, posting: 2 },
  ),
  person(
    ['Tom', 'Becker', 'tombecker'],
    ['male', 55, 70, 195, 185],
    ['light', 'lose', 20],
    'Retired engineer, new to cooking. Soup is my speciality now.',
    { slips: 0.15, gaps: 0.1, posting: 1 },
  ),
  person(
    ['Amara', 'Nwosu', 'amara.n'],
    ['female', 27, 68, 155, 155],
    ['very_active', 'maintain', 12],
    'Sprinter. Food is part of training.',
    { slips: 0, gaps: 0, posting: 1.5 },
  ),
  person(
    ['Elias', 'Berg', 'eliasberg'],
    ['male', 29, 74, 176, 185],
    ['moderate', 'gain', 20],
    'Rower. Oats, eggs, repeat.',
    { slips: 0.1, gaps: 0.05, posting: 1 },
  ),
  person(
    ['Yuki', 'Sato', 'yukisato'],
    ['female', 33, 61, 115, 118],
    ['light', 'gain', 12],
    'Bento enthusiast. Trying to eat a bit more and worry a bit less.',
    { slips: 0.05, gaps: 0.05, posting: 1.5 },
  ),
  person(
    ['Carlos', 'Mendoza', 'carlos.mendoza'],
    ['male', 39, 68, 200, 180],
    ['moderate', 'lose', 30],
    'Tacos on Tuesday, accountability the rest of the week.',
    { slips: 0.2, gaps: 0.05, posting: 1.5 },
  ),
  person(
    ['Olivia', 'Brown', 'liv.brown'],
    ['female', 25, 66, 140, 132],
    ['moderate', 'lose', 16],
    'Pilates, matcha, and a lot of roasted vegetables.',
    { slips: 0.1, gaps: 0.05, posting: 2 },
  ),
  person(
    ['Samuel', 'Adeyemi', 'sam.adeyemi'],
    ['male', 36, 72, 185, 185],
    ['active', 'maintain', 12],
    'Basketball on Thursdays, meal prep on Sundays.',
    { slips: 0.1, gaps: 0.1, posting: 1 },
  ),
  person(
    ['Freya', 'Larsen', 'freya.l'],
    ['female', 48, 66, 160, 148],
    ['light', 'lose', 30],
    'Gardener. If it grows in my garden, it goes in a salad.',
    { slips: 0.05, gaps: 0.1, posting: 1 },
  ),
  person(
    ['David', 'Cohen', 'davidcohen'],
    ['male', 44, 69, 182, 172],
    ['light', 'lose', 20],
    'Friday night dinners and Monday salads. Balance.',
    { slips: 0.2, gaps: 0.05, posting: 1 },
  ),
  person(
    ['Nadia', 'Rahman', 'nadia.rahman'],
    ['female', 29, 64, 135, 135],
    ['moderate', 'maintain', 12],
    'Pharmacist and home baker. Logging keeps my sourdough habit honest.',
    { slips: 0.1, gaps: 0.05, posting: 1.5 },
  ),
  person(
    ['Ben', 'Carter', 'bencarter'],
    ['male', 21, 71, 150, 165],
    ['very_active', 'gain', 30],
    "Uni rugby. Eating like it's my second sport.",
    { slips: 0.15, gaps: 0.15, posting: 0.5 },
  ),
  person(
    ['Lucia', 'Moreno', 'lucia.moreno'],
    ['female', 39, 65, 168, 150],
    ['sedentary', 'lose', 36],
    'Starting over at 39, one meal at a time.',
    { slips: 0.15, gaps: 0.05, posting: 1 },
  ),
  person(
    ['Finn', "O'Connor", 'finn.oconnor'],
    ['male', 32, 70, 172, 168],
    ['moderate', 'lose', 12],
    'Climber. Cutting a few pounds for bouldering season.',
    { slips: 0.1, gaps: 0.05, posting: 1 },
  ),
  person(
    ['Mei', 'Wong', 'meiwong'],
    ['female', 50, 62, 140, 130],
    ['light', 'lose', 24],
    'Tai chi in the mornings, dim sum on Sundays.',
    { slips: 0.05, gaps: 0.1, posting: 1 },
  ),
  person(
    ['Alex', 'Rivera', 'alex.rivera'],
    ['other', 30, 67, 160, 150],
    ['moderate', 'lose', 20],
    'Bike commuter, bad baker, good salad maker.',
    { slips: 0.1, gaps: 0.05, posting: 0 },
  ),
]
