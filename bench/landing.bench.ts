// Latency of the marketplace landing answer (GET /v1/landing) over the demo data.
// Run: `npm run bench` (see support.ts for PostgreSQL).
import { measure, startBenchApp } from './support';

const bench = await startBenchApp();
for (const language of ['en', 'fi']) {
  await measure(`GET /v1/landing (${language}, ${bench.kind})`, async () => {
    const response = await bench.app.inject({
      method: 'GET',
      url: '/v1/landing',
      headers: { 'accept-language': language },
    });
    if (response.statusCode !== 200) throw new Error(`landing answered ${response.statusCode}`);
  });
}
await bench.close();
