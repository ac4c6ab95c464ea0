// The yardstick: a bare node:http server answering the same JSON as /healthz.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', uptimeSeconds: 1, database: 'pglite' });
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), process.env.HOST);
