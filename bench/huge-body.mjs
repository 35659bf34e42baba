/**
 * A POST /flows with a huge body, for the body-limit benchmark and test: the body is `total`
 * bytes, either with its length declared or chunked (so the server only finds out while reading),
 * and sending stops when the server closes the connection.
 */
import { connect } from 'node:net';

function drainedOrClosed(socket) {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.on('drain', done).on('close', done);
  });
}

/** Resolves with the answer's head and body, and how many body bytes went out before the close. */
export function postHuge(url, key, total, declared) {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let closed = false;
    socket.on('data', (data) => (answer += data));
    socket.on('error', () => {}); // the server cuts the connection while we are still sending
    socket.on('close', () => {
      closed = true;
      const [head, body = ''] = answer.split('\r\n\r\n');
      if (!head) reject(new Error('no answer'));
      else resolve({ head, body, sent });
    });
    socket.on('connect', async () => {
      const length = declared ? `Content-Length: ${total}` : 'Transfer-Encoding: chunked';
      socket.write(`POST /flows HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nx-api-key: ${key}\r\n${length}\r\n\r\n`);
      while (!closed && sent < total) {
        const piece = declared ? chunk : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
        sent += chunk.length;
        if (!socket.write(piece)) await drainedOrClosed(socket);
      }
      if (!closed && !declared) socket.write('0\r\n\r\n');
    });
  });
}
