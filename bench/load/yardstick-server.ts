import fs from 'node:fs'
import http from 'node:http'

// The yardstick (issue 14): bare node:http answering one fixed JSON body, the
// first feed page the bench user got, so it sends the same bytes. Whatever a
// scenario's req/s is, this is the most this runtime gives on this machine.
// Run as: node --import tsx yardstick-server.ts <body file> <port>

const [bodyFile, port] = process.argv.slice(2)
const body = fs.readFileSync(bodyFile!)

http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    })
    response.end(body)
  })
  .listen(Number(port), '127.0.0.1')
