import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('the S3 settings', () => {
  it('store images locally when S3_BUCKET is not set', () => {
    const config = loadConfig({})
    expect(config.S3_BUCKET).toBeUndefined()
    expect(config.S3_FORCE_PATH_STYLE).toBe(false)
  })

  it('are read when S3_BUCKET is set, with us-east-1 as the region', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'platewise-images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      S3_BUCKET: 'platewise-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('refuse, by name, a bucket name S3 would refuse', () => {
    expect(() => loadConfig({ S3_BUCKET: 'My_Images' })).toThrow(
      'S3_BUCKET: S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
  })

  it('refuse an endpoint that is not an http or https address', () => {
    for (const endpoint of ['127.0.0.1:9000', 'ftp://storage.example']) {
      expect(() => loadConfig({ S3_BUCKET: 'images', S3_ENDPOINT: endpoint }), endpoint).toThrow(
        'S3_ENDPOINT must be an http:// or https:// address',
      )
    }
  })

  it('refuse S3 settings without a bucket, rather than quietly storing images locally', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: S3_BUCKET is required when S3_ENDPOINT is set',
    )
  })

  it('refuse one half of the credentials', () => {
    expect(() => loadConfig({ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
  })

  it('refuse a path style that is neither true nor false', () => {
    expect(() => loadConfig({ S3_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false',
    )
  })
})

describe('the Redis settings', () => {
  const secret = 'a-random-secret-of-at-least-32-characters'

  it('keep counters in memory without REDIS_URL, and need no secret then', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined()
  })

  it('refuse REDIS_URL without the secret that stands for emails in its keys', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      'REDIS_KEY_SECRET: REDIS_KEY_SECRET is required when REDIS_URL is set: a random secret of at least 32 characters, the same on every instance that shares this Redis',
    )
  })

  it('refuse a secret too short to be one', () => {
    expect(() =>
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_SECRET: 'hunter2' }),
    ).toThrow('REDIS_KEY_SECRET must be at least 32 characters: use a random secret')
  })

  it('are read with a secret', () => {
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_SECRET: secret }),
    ).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_SECRET: secret })
  })
})

describe('the mail settings', () => {
  const mail = {
    SMTP_URL: 'smtp://user:pass@mail.example.com:587',
    MAIL_FROM: 'Platewise <no-reply@example.com>',
    APP_URL: 'https://platewise.example/',
  }

  it('leave password reset off without SMTP_URL, and need nothing else then', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined()
  })

  it('are read with the sender and the address of the app, without its trailing slash', () => {
    expect(loadConfig(mail)).toMatchObject({ ...mail, APP_URL: 'https://platewise.example' })
  })

  it('refuse SMTP_URL without the sender and the address the link points at', () => {
    expect(() => loadConfig({ SMTP_URL: mail.SMTP_URL })).toThrow(
      /MAIL_FROM: MAIL_FROM is required when SMTP_URL is set[^]*APP_URL: APP_URL is required when SMTP_URL is set/,
    )
  })

  it('refuse an SMTP_URL that is not an smtp:// or smtps:// address', () => {
    expect(() => loadConfig({ ...mail, SMTP_URL: 'mail.example.com:587' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    )
  })

  it('refuse an APP_URL that is not an http or https address', () => {
    expect(() => loadConfig({ ...mail, APP_URL: 'platewise.example' })).toThrow(
      'APP_URL must be an http:// or https:// address',
    )
  })
})
