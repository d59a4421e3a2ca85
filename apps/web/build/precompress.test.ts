import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressDir } from './precompress'

function builtApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-precompress-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  const script = 'export const greeting = "hello";\n'.repeat(200)
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>Platewise</p>'.repeat(50)}`)
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script)
  fs.writeFileSync(path.join(dir, 'assets', 'inter-latin-x1.woff2'), Buffer.alloc(500, 7))
  fs.writeFileSync(path.join(dir, 'tiny.txt'), 'a')
  return { dir, script }
}

describe('precompressDir', () => {
  it('writes gzip and brotli files beside each text file, which unpack to the original', async () => {
    const { dir, script } = builtApp()
    await precompressDir(dir)
    const base = path.join(dir, 'assets', 'index-abc123.js')
    expect(zlib.gunzipSync(fs.readFileSync(`${base}.gz`)).toString()).toBe(script)
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${base}.br`)).toString()).toBe(script)
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'index.html.gz'))).toBe(true)
  })

  it('leaves fonts alone, and any file its compression would not make smaller', async () => {
    const { dir } = builtApp()
    const written = await precompressDir(dir)
    expect(written.some((file) => file.includes('.woff2'))).toBe(false)
    expect(written.some((file) => file.includes('tiny.txt'))).toBe(false)
    expect(fs.readdirSync(dir)).not.toContain('tiny.txt.gz')
  })
})
