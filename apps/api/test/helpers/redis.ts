import net from 'node:net';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a server listens at the address of `url` (Redis, PostgreSQL ...). */
export async function serverListens(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const defaultPort = url.startsWith('postgres') ? 5432 : 6379;
  const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
  socket.setTimeout(1000);
  const listens = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
  });
  socket.destroy();
  return listens;
}

/** Tests that need Redis are skipped only when nothing listens at TEST_REDIS_URL. */
export function redisListens(): Promise<boolean> {
  return serverListens(TEST_REDIS_URL);
}
