import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** Stops the server, dropping kept-alive connections first: HTTP clients such as the AI SDK keep them open, and close() would wait for them. */
  close: () => Promise<void>;
}

/** Starts a stand-in for an outside service on a free loopback port. */
export async function listenOnLoopback(server: http.Server): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
