// The most common leaked passwords that pass the spec's six-character minimum
// (from public breach-frequency lists). DESIGN.md §9 asks us to refuse them.
// prettier-ignore
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '654321', '111111', '000000',
  '112233', '121212', '123123', '123321', '666666', '696969', '777777', '888888', '987654321',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'qwerty',
  'qwerty1', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', '1q2w3e', '1q2w3e4r',
  '1qaz2wsx', 'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'letmein', 'welcome', 'welcome1',
  'monkey', 'dragon', 'master', 'sunshine', 'princess', 'football', 'baseball', 'starwars',
  'shadow', 'superman', 'michael', 'jennifer', 'trustno1', 'freedom', 'whatever', 'computer',
  'secret', 'admin123', 'login1', 'hello123', 'charlie', 'donald', 'batman', 'access',
  'mustang', 'killer', 'soccer', 'hockey', 'ranger', 'buster', 'thomas', 'tigger', 'pepper',
  'jordan23', 'harley', 'hunter', 'hunter2', 'cheese', 'summer', 'ginger', 'flower', 'lovely',
  'aa123456', 'a123456', 'qazwsx', 'zaq12wsx', 'changeme', 'platewise',
])

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}
