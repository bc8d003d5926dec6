import net from 'node:net';

export type ProxyMode = 'open' | 'stalled' | 'cut';

/**
 * A TCP proxy on 127.0.0.1 in front of a real service, to take the service away from a server under test:
 * `cut()` resets every connection and refuses new ones at once (a database that went down), `stall()` leaves
 * connections open but passes nothing either way (a service that stopped answering), `restore()` lets new
 * connections through again. Connections cut or stalled never come back, as after a real outage.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'open';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held = new Set<net.Socket>();

  const server = net.createServer((client) => {
    client.on('error', () => client.destroy());
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'stalled') {
      held.add(client);
      client.once('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on('error', () => client.destroy());
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.once('close', forget);
    upstream.once('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    get mode() {
      return mode;
    },
    /** Every open connection is reset; new ones are reset as soon as they arrive. */
    cut() {
      mode = 'cut';
      for (const { client, upstream } of pairs) {
        upstream.destroy();
        client.resetAndDestroy();
      }
      pairs.clear();
      for (const socket of held) socket.resetAndDestroy();
      held.clear();
    },
    /** Nothing more moves on open connections, and new ones are accepted but never answered. */
    stall() {
      mode = 'stalled';
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
        held.add(client);
      }
    },
    restore() {
      for (const socket of held) socket.resetAndDestroy();
      held.clear();
      mode = 'open';
    },
    close(): Promise<void> {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const socket of held) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
