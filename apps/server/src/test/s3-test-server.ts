import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { Config } from '../config'
import type { S3Settings } from '../storage/s3-image-storage'

// s3rver's one account: it refuses other access keys, though it does not verify
// the version 4 signatures that the AWS SDK v3 makes
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

/**
 * A real S3-compatible server (s3rver, decision 021) on a free port of
 * 127.0.0.1, keeping its objects in a temporary directory, with one empty
 * bucket. Its own client lists and reads the bucket as any other S3 user would.
 */
export async function startS3TestServer(bucket = 'platewise-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  }
  const client = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  })

  return {
    endpoint,
    bucket,
    settings,
    /** The settings as a configuration for createTestApp. */
    config: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: true,
    } satisfies Partial<Config>,
    /** The settings as environment variables for a server process. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** The keys of every object in the bucket. */
    async keys(): Promise<string[]> {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listing.Contents ?? []).map((object) => object.Key!).sort()
    },
    /** An object's bytes and content type. */
    async object(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return { bytes: await object.Body!.transformToByteArray(), contentType: object.ContentType }
    },
    async close() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type S3TestServer = Awaited<ReturnType<typeof startS3TestServer>>
