import pg from 'pg';

/** Stops listening and closes what `listen` opened. */
export type Unlisten = () => Promise<void>;

/**
 * LISTEN on one channel over a dedicated PostgreSQL connection (a pooled one would be handed to other
 * queries). A dropped connection is reopened after `retryMs`; notifications sent meanwhile are lost, which
 * is why listeners keep a slow poll as a safety net (check-changes.ts).
 */
export function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onError: (err: Error) => void, retryMs = 2000): Unlisten {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload) onPayload(m.payload);
    });
    c.on('error', (err) => {
      onError(err);
      if (client === c) client = null;
      c.end().catch(() => undefined);
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      if (stopped) return void (await c.end().catch(() => undefined));
      client = c;
    } catch (err) {
      onError(err as Error);
      await c.end().catch(() => undefined);
      retry();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
