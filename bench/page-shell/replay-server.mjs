// A bare node:http server answering every request with one recorded answer (REPLAY: a JSON file of
// { headers, body (base64) }): what sending those exact bytes costs with no framework at all.
import fs from 'node:fs';
import http from 'node:http';

const recorded = JSON.parse(fs.readFileSync(process.env.REPLAY, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
// Node writes these itself.
const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const headers = Object.entries(recorded.headers)
  .filter(([name]) => !own.has(name))
  .flat();
http
  .createServer((_req, res) => {
    res.writeHead(200, [...headers, 'content-length', String(body.length)]);
    res.end(body);
  })
  .listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => process.exit(0));
