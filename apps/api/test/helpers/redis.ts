import net from 'node:net';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Tests that need Redis are skipped only when nothing listens at TEST_REDIS_URL. */
export async function redisListens(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  const listens = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
  });
  socket.destroy();
  return listens;
}
