/** The smallest PNG there is: one pixel, a real image by its bytes. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
)

/** A photo as a person picks it: a real PNG, under `name`. */
export const aPhoto = (name = 'oats.png') => new File([ONE_PIXEL_PNG], name, { type: 'image/png' })

/** Words in a file that claims to be a photo: named .jpg, typed image/jpeg, not an image. */
export const textNamedAsPhoto = () =>
  new File(['Shopping list: oats, eggs, spinach'], 'lunch.jpg', { type: 'image/jpeg' })
