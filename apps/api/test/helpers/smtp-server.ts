import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpServerOptions {
  /** Listen on this port (default: any free one), e.g. one a server was told before it listened. */
  port?: number;
  /**
   * Never answer the first mail's data (a server that hangs): `held` resolves when it arrived.
   * The sender never hears "accepted", so it is not delivered and not in `received`.
   */
  holdFirst?: boolean;
}

/** The SMTP server a production installation delivers through; it keeps what it receives. */
export function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: string[] = [];
  let holding = options.holdFirst ?? false;
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      if (holding) {
        holding = false;
        stream.on('end', arrived);
        return;
      }
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: string[]; held: Promise<void>; close(): void }>(
    (resolve) => {
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        resolve({ url: `smtp://127.0.0.1:${port}`, received, held, close: () => server.close() });
      });
    },
  );
}
